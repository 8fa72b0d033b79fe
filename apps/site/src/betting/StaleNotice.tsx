import * as styles from './betting.css';
import { useStale } from '../app/freshness';
import { bettingLabels } from './labels';

/** Says that prices or money may be out of date while their refresh fails (bets wait meanwhile). */
export function StaleNotice() {
  return useStale() ? (
    <p className={styles.stale} role="status">
      {bettingLabels.stale}
    </p>
  ) : null;
}
