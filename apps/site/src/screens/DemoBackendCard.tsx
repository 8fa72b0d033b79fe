import { useState } from 'react';
import { formatSeoulDateTime } from '@betkit/domain';
import { Button } from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import * as styles from './DemoBackendCard.css';
import { homeLabels } from './labels';
import { useDemoStatus } from './queries';

/** Demo-only card: shows the in-browser backend answering and offers its reset. */
function DemoBackendStatus() {
  const { client, dialogs } = useSite();
  const { data, error, mutate } = useDemoStatus();
  const [resetting, setResetting] = useState(false);

  const reset = () =>
    dialogs.confirm(homeLabels.demoResetConfirm, async () => {
      setResetting(true);
      try {
        await client.request('POST', '/__demo/reset');
        await mutate();
        await dialogs.alert(homeLabels.demoResetDone);
      } catch (failure) {
        await dialogs.alert(errorText(failure, homeLabels.demoFailed, { unanswered: THROWN_MESSAGE }));
      } finally {
        setResetting(false);
      }
    });

  return (
    <section className={styles.card} aria-labelledby="demo-backend-title">
      <h2 id="demo-backend-title" className={styles.cardTitle}>
        {homeLabels.demoTitle}
      </h2>
      {error ? (
        <p className={styles.failed} role="alert">
          {homeLabels.demoFailed}
        </p>
      ) : (
        <p className={styles.status} role="status">
          {data ? homeLabels.demoReady : homeLabels.demoLoading}
        </p>
      )}
      {data ? (
        <p className={styles.meta}>
          {homeLabels.demoStartedAt} {formatSeoulDateTime(data.startedAt)}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" onClick={reset} busy={resetting} disabled={!data}>
          {homeLabels.demoReset}
        </Button>
      </div>
    </section>
  );
}

/** The demo backend's card at the foot of every page; nothing against a real API. */
export default function DemoBackendCard() {
  const { mode } = useSite();
  return mode === 'demo' ? <DemoBackendStatus /> : null;
}
