import { useId } from 'react';
import { Button } from '../button/Button';
import * as styles from '../maintenance-page/MaintenancePage.css';
import { mergeLabels } from '../labels';
import { backOfficeNoticeLabels, type BackOfficeNoticeLabels } from './labels';

export interface BackOfficeNoticeProps {
  /** The admin's nickname, shown under the heading. */
  nickname?: string;
  /** Logs the admin out; the button is disabled while it runs. */
  onLogout: () => void;
  /** True while the logout runs. */
  loggingOut?: boolean;
  /** Overrides of the Korean labels: `heading`, `detail` and `logout`. */
  labels?: BackOfficeNoticeLabels;
}

/** What a back-office admin sees at /admin (spec 4 "Guards"): where to go instead, and a way out. */
export function BackOfficeNotice({ nickname, onLogout, loggingOut = false, labels: overrides }: BackOfficeNoticeProps) {
  const headingId = useId();
  const labels = mergeLabels(backOfficeNoticeLabels, overrides);
  return (
    <main className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {labels.heading}
      </h1>
      {nickname ? <p className={styles.detail}>{nickname}</p> : null}
      <p className={styles.detail}>{labels.detail}</p>
      <Button variant="secondary" onClick={onLogout} disabled={loggingOut}>
        {labels.logout}
      </Button>
    </main>
  );
}
