import { useId, useMemo, useState } from 'react';
import useSWR from 'swr';
import { getInplayGames, type BoardFixture } from '@betkit/api';
import {
  INPLAY_REFRESH_SECONDS,
  boardFixturesOf,
  boardPrices,
  fixtureLeague,
  gameStatusLabel,
  periodLabel,
  trackPrices,
  truncateLeagueName,
  type PriceTrack,
} from '@betkit/domain';
import { GameStatusLabel, PeriodLabel, PriceAnnouncer } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { useIsMobile } from '../layout/useIsMobile';
import { throwIfServerFault } from '../screens/serverFault';
import { BoardEmpty, BoardError, BoardLoading } from './BoardStates';
import { FixtureCard } from './FixtureCard';
import { boardLabels, inplayLabels } from './labels';
import { SlipColumn } from './SlipColumn';
import { inplayBoardKey } from './sportsKeys';
import * as styles from './Sports.css';
import { useSlipFeed } from './useSlipFeed';


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
  const { client } = useSite();
  const isMobile = useIsMobile();
  const feed = useSlipFeed('inplay');
  const titleId = useId();
  const [track, setTrack] = useState<PriceTrack>({});
  const board = useSWR(inplayBoardKey, () => getInplayGames(client).then(boardFixturesOf), {
    refreshInterval: refreshMs,
    onSuccess: (fixtures) => {
      setTrack((previous) => trackPrices(previous, fixtures));
      feed.onBoard(fixtures);
    },
    onError: feed.onBoardError,
  });
  const prices = useMemo(() => boardPrices(board.data ?? []), [board.data]);

  // A server fault on the first load shows the error page; a later failed poll keeps the board.
  if (!board.data) throwIfServerFault(board.error);
  let body;
  if (board.error !== undefined && !board.data) {
    const error = board.error as unknown;
    body = <BoardError message={error instanceof Error ? error.message : boardLabels.failed} onRetry={() => board.mutate()} />;
  } else if (!board.data) body = <BoardLoading />;
  else if (board.data.length === 0) body = <BoardEmpty text={inplayLabels.empty} />;
  else {
    body = (
      <ul className={styles.list}>
        {board.data.map((fixture) => (
          <li key={fixture.fixtureId}>
            <FixtureCard
              fixture={fixture}
              markets={fixture.markets}
              picked={feed.picked}
              onPick={feed.pick}
              track={track}
              league={truncateLeagueName(fixtureLeague(fixture))}
              lead={<span className={styles.liveBadge}>{inplayLabels.live}</span>}
              trail={<LiveStatus fixture={fixture} />}
              middle={<Score score={fixture.score} />}
            />
          </li>
        ))}
      </ul>
    );
  }

  const slipColumn = !isMobile;
  return (
    <div className={styles.pageFrame}>
      <div className={styles.page({ slipColumn })}>
        <section className={styles.board} aria-labelledby={titleId}>
          <header className={styles.header}>
            <h1 className={styles.title} id={titleId}>
              {inplayLabels.title}
            </h1>
            {board.data && board.data.length > 0 ? <span className={styles.total}>{boardLabels.total(board.data.length)}</span> : null}
          </header>
          {body}
          <PriceAnnouncer prices={prices} />
        </section>
        {slipColumn ? <SlipColumn area="inplay" /> : null}
      </div>
    </div>
  );
}

/** The score between the teams ('2 : 0'), read as '스코어 2 대 0'. */
function Score({ score }: { score: string | undefined }) {
  const [home = '0', away = '0'] = (score ?? '').split(':').map((part) => part.trim());
  return (
    <span className={styles.score} role="img" aria-label={inplayLabels.score(home, away)}>
      {home} : {away}
    </span>
  );
}

/** Where the game stands: the status dictionary's label, else the sport's period, and the minutes played. */
function LiveStatus({ fixture }: { fixture: BoardFixture }) {
  const code = fixture.gameStatus;
  let status = null;
  if (code !== undefined && gameStatusLabel(fixture.sportName, code) !== undefined) {
    status = <GameStatusLabel sport={fixture.sportName} code={code} />;
  } else if (code !== undefined && periodLabel(fixture.sportName, code) !== undefined) {
    status = <PeriodLabel sport={fixture.sportName} period={code} />;
  }
  return (
    <span className={styles.startTime}>
      {status}
      {fixture.clock !== undefined ? <span className={styles.clock}> {inplayLabels.clock(fixture.clock)}</span> : null}
    </span>
  );
}
