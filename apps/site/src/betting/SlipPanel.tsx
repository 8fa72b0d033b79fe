import { BetSlip, type SlipArea } from '@betkit/ui';
import * as styles from './betting.css';
import { useSlip } from './context';
import { StaleNotice } from './StaleNotice';

/** An area's slip as the desktop side panel (pre-match in the right column; in-play and europe in their page). */
export default function SlipPanel({ area }: { area: SlipArea }) {
  const slip = useSlip(area);
  return (
    <div className={styles.panel} data-area={area}>
      <StaleNotice />
      <BetSlip state={slip} />
    </div>
  );
}
