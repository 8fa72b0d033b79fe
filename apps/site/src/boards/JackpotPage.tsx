import { useId } from 'react';
import { JackpotBox, LoadState } from '@betkit/ui';
import { boardLabels } from './boardLabels';
import { useJackpot } from './jackpotData';
import * as styles from './boards.css';

/** /board/jackpot (spec 2 names the route only): the jackpot value (GET /jackpot), read again every 30 seconds. */
export default function JackpotPage() {
  const titleId = useId();
  const jackpot = useJackpot();
  let body;
  if (jackpot.error !== null && jackpot.data === undefined) {
    body = <LoadState state="failed" layout="list" message={jackpot.error} onRetry={jackpot.retry} />;
  } else {
    // A failed 30-second read keeps the last value: the counter never drops to nothing.
    body = <JackpotBox amount={jackpot.data} />;
  }
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {boardLabels.jackpotTitle}
      </h1>
      <p className={styles.lead}>{boardLabels.jackpotIntro}</p>
      {body}
    </section>
  );
}
