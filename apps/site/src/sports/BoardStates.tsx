import { useState } from 'react';
import { Button } from '@betkit/ui';
import { boardLabels } from './labels';
import * as styles from './Sports.css';

/** Placeholder cards while a board loads, with the words for screen readers. */
export function BoardLoading({ cards = 3 }: { cards?: number }) {
  return (
    <div className={styles.list} role="status" aria-live="polite">
      <p className={styles.noMarkets}>{boardLabels.loading}</p>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A board without fixtures. */
export function BoardEmpty({ text }: { text: string }) {
  return (
    <p className={styles.notice} role="status">
      {text}
    </p>
  );
}

/** A board that failed: the server's text and a retry that waits for its answer (no double request). */
export function BoardError({ message, onRetry }: { message: string; onRetry: () => Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.errorText}>{boardLabels.failed}</p>
      <p className={styles.noMarkets}>{message}</p>
      <Button variant="secondary" loading={retrying} onClick={() => void retry()}>
        {boardLabels.retry}
      </Button>
    </div>
  );
}
