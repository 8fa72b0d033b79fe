// The in-play card's head parts, apart from the pre-match ones so the status dictionaries load with the in-play board only.
import { gameStatusLabel, periodLabel, type BoardFixture } from '@betkit/domain';
import { GameStatusLabel, PeriodLabel } from '../game-labels';
import { oddsBoardLabels, type OddsBoardLabels } from './labels';
import * as styles from './OddsBoard.css';
import { mergeLabels } from '../labels';

/** The in-play card's badge. */
export function LiveBadge({ labels }: { labels?: OddsBoardLabels }) {
  return <span className={styles.liveBadge}>{mergeLabels(oddsBoardLabels, labels).live}</span>;
}

/** The score between the teams ('2 : 0'), read as '스코어 2 대 0'. */
export function LiveScore({ score, labels }: { score: string | undefined; labels?: OddsBoardLabels }) {
  const [home = '0', away = '0'] = (score ?? '').split(':').map((part) => part.trim());
  const name = mergeLabels(oddsBoardLabels, labels).score;
  return (
    <span className={styles.score} role="img" aria-label={name(home, away)}>
      {home} : {away}
    </span>
  );
}

/** Where a live game stands: the status dictionary's label, else the sport's period, and the minutes played. */
export function LiveStatus({ fixture, labels }: { fixture: Pick<BoardFixture, 'sportName' | 'gameStatus' | 'clock'>; labels?: OddsBoardLabels }) {
  const code = fixture.gameStatus;
  const clock = mergeLabels(oddsBoardLabels, labels).clock;
  let status = null;
  if (code !== undefined && gameStatusLabel(fixture.sportName, code) !== undefined) {
    status = <GameStatusLabel sport={fixture.sportName} code={code} />;
  } else if (code !== undefined && periodLabel(fixture.sportName, code) !== undefined) {
    status = <PeriodLabel sport={fixture.sportName} period={code} />;
  }
  return (
    <span className={styles.startTime}>
      {status}
      {fixture.clock !== undefined ? <span className={styles.clock}> {clock(fixture.clock)}</span> : null}
    </span>
  );
}
