import { Button } from '@betkit/ui';
import * as styles from './BetResultPage.css';
import { historyLabels } from './labels';

export interface ListStateProps {
  /** The list's first fetch is running. */
  loading: boolean;
  /** Why the list could not be read; shown with a retry button. */
  error: string | null;
  /** Fetches the list again. */
  onRetry: () => void;
}

/** A list's loading line or its failure (the server's text, never swallowed); nothing once it has data. */
export function ListState({ loading, error, onRetry }: ListStateProps) {
  if (error !== null) {
    return (
      <div className={styles.message} role="alert">
        <p className={styles.errorText}>{error}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {historyLabels.retry}
        </Button>
      </div>
    );
  }
  if (!loading) return null;
  return (
    <p className={styles.message} role="status">
      {historyLabels.loading}
    </p>
  );
}
