import { periodLabel } from '@betkit/domain';
import * as styles from './GameLabels.css';

export interface PeriodLabelProps {
  /** The feed's sport name (case and spacing ignored). */
  sport: string;
  /** Which period, from 1. */
  period: number;
  /** What to show when the sport or period is unknown; nothing if absent. */
  fallback?: string;
}

/** The n-th period in the sport's own wording ('후반', '2쿼터', '7이닝', '3세트'), from the domain. */
export function PeriodLabel({ sport, period, fallback }: PeriodLabelProps) {
  const label = periodLabel(sport, period);
  const text = label ?? fallback;
  if (text === undefined || text === '') return null;
  return (
    <span className={styles.period} data-state={label === undefined ? 'fallback' : 'labelled'}>
      {text}
    </span>
  );
}
