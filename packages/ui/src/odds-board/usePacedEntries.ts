import { useEffect, useMemo, useState } from 'react';
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
 * A polled board's entries as drawn, each with the price track it was drawn with. A card whose entry changed catches
 * up with the board at most `CARDS_PER_COMMIT` cards per frame, top first: a poll that moves prices on 150 fixtures
 * never draws them in one long frame. A card keeps its track until it catches up, so its arrows always match its
 * prices. New cards and a first board draw at once.
 */
export function usePacedEntries<E extends OddsBoardEntry>(entries: readonly E[] | undefined, track: PriceTrack): E[] | undefined {
  const [drawn, setDrawn] = useState<ReadonlyMap<number, Drawn<E>>>(() => new Map());
  const next = useMemo(() => {
    const cards = new Map<number, Drawn<E>>();
    let caughtUp = 0;
    let changed = drawn.size !== (entries?.length ?? 0);
    for (const entry of entries ?? []) {
      const before = drawn.size > 0 ? drawn.get(entry.fixture.fixtureId) : undefined;
      const card = before && (before.source === entry || caughtUp++ >= CARDS_PER_COMMIT) ? before : { source: entry, card: { ...entry, track } };
      changed ||= card !== before;
      cards.set(entry.fixture.fixtureId, card);
    }
    return changed ? cards : drawn;
  }, [entries, track, drawn]);
  // What this commit drew is where the next step starts, at the next frame: the browser draws each step before the next.
  useEffect(() => {
    if (next === drawn) return;
    const step = requestAnimationFrame(() => setDrawn(next));
    return () => cancelAnimationFrame(step);
  }, [next, drawn]);
  return useMemo(() => entries?.map((entry) => next.get(entry.fixture.fixtureId)!.card), [entries, next]);
}
