import { useDeferredValue, useMemo, useState } from 'react';
import { INPLAY_REFRESH_SECONDS, boardPrices, fixtureLeague, trackPrices, truncateLeagueName, type BoardFixture, type PriceTrack } from '@betkit/domain';
import { LiveBadge, LiveScore, LiveStatus, OddsBoard, oddsBoardLabels, PriceAnnouncer, SportsBoardPage, useIsMobile, usePacedEntries, type OddsBoardEntry, type OddsBoardProps } from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { throwIfServerFault } from '../app/serverFault';
import { boardLabels, inplayLabels } from './labels';
import { SlipColumn } from '../betting/SlipColumn';
import { useInplayBoard } from './useInplayBoard';
import { useSlipFeed } from '../app/useSlipFeed';

/** Not in spec: how often the in-play board polls (live prices move every few seconds). */
export const INPLAY_REFRESH_MS = INPLAY_REFRESH_SECONDS * 1_000;

export interface InplayPageProps {
  /** How often the board polls, in ms (stories shorten it; the route uses the default). */
  refreshMs?: number;
}

/**
 * The in-play board of `/inplay`: live fixtures with score and game status, polled every 5 seconds. A price that
 * moved since the last poll shows up or down on its button, a polite live region sums the moves up, and a moved
 * pick on the in-play slip is changed to its new price and version.
 */
export default function InplayPage({ refreshMs = INPLAY_REFRESH_MS }: InplayPageProps) {
  const isMobile = useIsMobile();
  const feed = useSlipFeed('inplay');
  const [track, setTrack] = useState<PriceTrack>({});
  const board = useInplayBoard({
    refreshInterval: refreshMs,
    onSuccess: (fixtures) => {
      setTrack((previous) => trackPrices(previous, fixtures));
      feed.onBoard(fixtures);
    },
    onError: feed.onBoardError,
  });
  // A poll's answer draws in a transition, which React renders in slices between frames: a tap stays within a frame
  // however many fixtures the poll carries (the first answer, over the loading board, likewise).
  const fixtures = useDeferredValue(board.data);
  const shownTrack = useDeferredValue(track);
  const prices = useMemo(() => boardPrices(fixtures ?? []), [fixtures]);
  const [entryCache] = useState(() => new WeakMap<BoardFixture, OddsBoardEntry>());
  const entries = useMemo(() => fixtures?.map((fixture) => entryOf(entryCache, fixture)), [fixtures, entryCache]);

  // A server fault on the first load shows the error page; a later failed poll keeps the board.
  if (!board.data) throwIfServerFault(board.error);

  return (
    <SportsBoardPage
      title={inplayLabels.title}
      total={fixtures && fixtures.length > 0 ? boardLabels.total(fixtures.length) : undefined}
      slip={isMobile ? null : <SlipColumn area="inplay" />}
    >
          <PacedOddsBoard
            entries={entries}
            track={shownTrack}
            failure={board.data || board.error === undefined ? undefined : errorText(board.error, oddsBoardLabels.failed, { unanswered: THROWN_MESSAGE })}
            onRetry={() => board.mutate()}
            emptyText={inplayLabels.empty}
            picked={feed.picked}
            onPick={feed.pick}
          />
          <PriceAnnouncer prices={prices} />
    </SportsBoardPage>
  );
}

/**
 * The board with the cards a poll changed drawn a dozen per frame, each with the track of its moment: a component of
 * its own, so each step draws the board again, not the page and its slip column.
 */
function PacedOddsBoard({ entries, track, ...board }: OddsBoardProps & { track: PriceTrack }) {
  return <OddsBoard {...board} entries={usePacedEntries(entries, track)} />;
}

/** A fixture's card entry, made once per fixture object, so a card whose fixture the poll kept is not drawn again. */
function entryOf(cache: WeakMap<BoardFixture, OddsBoardEntry>, fixture: BoardFixture): OddsBoardEntry {
  let entry = cache.get(fixture);
  if (!entry) {
    entry = {
      fixture,
      markets: fixture.markets,
      league: truncateLeagueName(fixtureLeague(fixture)),
      lead: <LiveBadge />,
      trail: <LiveStatus fixture={fixture} />,
      middle: <LiveScore score={fixture.score} />,
    };
    cache.set(fixture, entry);
  }
  return entry;
}
