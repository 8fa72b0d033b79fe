import { gameStatusLabel } from '@betkit/domain';
import * as styles from './GameLabels.css';

export interface GameStatusLabelProps {
  /** The feed's sport name ('Football', 'Soccer', 'Ice Hockey'…; case and spacing ignored). */
  sport: string;
  /** The feed's numeric status code (10 first half, 100 full time…). */
  code: number | string;
  /** What to show when the dictionary has no label for the pair (usually the feed's own text); nothing if absent. */
  fallback?: string;
}

/** Where a live game stands ('전반전', '3세트', '연장 후 경기종료'), from the domain's status dictionary. */
export function GameStatusLabel({ sport, code, fallback }: GameStatusLabelProps) {
  const label = gameStatusLabel(sport, code);
  const text = label ?? fallback;
  if (text === undefined || text === '') return null;
  return (
    <span className={styles.status} data-state={label === undefined ? 'fallback' : 'labelled'} data-code={code}>
      {text}
    </span>
  );
}
