import { startTransition, useEffect, useMemo, useState } from 'react';
import type { PriceTrack } from '@betkit/domain';
import type { OddsBoardEntry } from './OddsBoard';

/** How many changed cards one commit draws: a poll that changed more catches up over several frames. */
export const CARDS_PER_COMMIT = 12;

/** A card as drawn: the entry it shows, with the price track of that moment (its arrows read it). */
interface Drawn<E> {
  source: E;
  card: E;
}

/**
 * A polled board's entries as drawn, each with the price track it was drawn with. The render a poll causes draws the
 * cards as they were (and new cards at once); the changed ones catch up from the next frame, at most
 * `CARDS_PER_COMMIT` per frame, top first, each step rendered as a transition: React yields to the browser while it
 * renders them (only the step's commit runs in one piece), and 150 fixtures' moves spread over frames. A card keeps
 * its track until it catches up, so its arrows always match its prices.
 */
export function usePacedEntries<E extends OddsBoardEntry>(entries: readonly E[] | undefined, track: PriceTrack): E[] | undefined {
  const [drawn, setDrawn] = useState<ReadonlyMap<number, Drawn<E>>>(() => new Map());
  const next = useMemo(() => {
    const cards = new Map<number, Drawn<E>>();
    let caughtUp = 0;
    let changed = drawn.size !== (entries?.length ?? 0);
    for (const entry of entries ?? []) {
      const before = drawn.get(entry.fixture.fixtureId);
      const card = before && (before.source === entry || caughtUp++ >= CARDS_PER_COMMIT) ? before : { source: entry, card: { ...entry, track } };
      changed ||= card !== before;
      cards.set(entry.fixture.fixtureId, card);
    }
    return changed ? cards : drawn;
  }, [entries, track, drawn]);
  // The next step at the next frame: the browser draws each step before the next.
  useEffect(() => {
    if (next === drawn) return;
    const step = requestAnimationFrame(() => startTransition(() => setDrawn(next)));
    return () => cancelAnimationFrame(step);
  }, [next, drawn]);
  return useMemo(() => entries?.map((entry) => (drawn.get(entry.fixture.fixtureId) ?? next.get(entry.fixture.fixtureId)!).card), [entries, drawn, next]);
}
