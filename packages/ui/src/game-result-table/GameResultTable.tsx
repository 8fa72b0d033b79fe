import { formatFixtureTime, toInstant, type GameResult } from '@betkit/domain';
import { mergeLabels } from '../labels';
import { Pagination } from '../pagination/Pagination';
import * as styles from './GameResultTable.css';
import { gameResultTableLabels, type GameResultTableLabels } from './labels';

export interface GameResultTableProps {
  /** The settled games of the current page. */
  rows: readonly GameResult[];
  /** The server's count of every result, for the page buttons. */
  totalCount: number;
  /** Rows per page. */
  pageSize: number;
  /** The current page, 1-based. */
  page: number;
  /** Called with the page the member chose. */
  onPageChange: (page: number) => void;
  /** Overrides of the Korean labels. */
  labels?: GameResultTableLabels;
}

/** Kick-off as MM.DD (day) HH:mm in Korean time; the server's text when it cannot be read. */
function kickOff(startdate: string): string {
  const at = toInstant(startdate);
  return at === undefined ? startdate : formatFixtureTime(at);
}

/** Settled games (/game_result/*): kick-off, sport, league, home, score and away, a page at a time. */
export function GameResultTable({ rows, totalCount, pageSize, page, onPageChange, labels: overrides }: GameResultTableProps) {
  const labels = mergeLabels(gameResultTableLabels, overrides);
  if (rows.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <div className={styles.root}>
      <div className={styles.frame}>
        <table className={styles.table} aria-label={labels.list}>
          <thead className={styles.head}>
            <tr>
              <th scope="col">{labels.time}</th>
              <th scope="col">{labels.sport}</th>
              <th scope="col" className={styles.leagueCell}>
                {labels.league}
              </th>
              <th scope="col">{labels.home}</th>
              <th scope="col">{labels.score}</th>
              <th scope="col">{labels.away}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((result) => (
              <tr key={`${result.fixtureId}-${result.startdate}`} className={styles.row}>
                <td className={styles.numeric}>{kickOff(result.startdate)}</td>
                <td>{result.sportName}</td>
                <td className={styles.leagueCell}>{result.leagueName}</td>
                <td>{result.homeName}</td>
                <td className={styles.score}>{result.score}</td>
                <td>{result.awayName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalCount={totalCount} pageSize={pageSize} onPageChange={onPageChange} />
    </div>
  );
}
