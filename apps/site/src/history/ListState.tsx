import { LoadState } from '@betkit/ui';
import { historyLabels } from './labels';

export interface ListStateProps {
  /** The list's first fetch is running. */
  loading: boolean;
  /** Why the list could not be read; shown with a retry button. */
  error: string | null;
  /** Fetches the list again. */
  onRetry: () => void;
}

/** A history list's loading line or its failure (the server's text, never swallowed); nothing once it has data. */
export function ListState({ loading, error, onRetry }: ListStateProps) {
  if (error !== null) return <LoadState state="failed" layout="list" message={error} onRetry={onRetry} labels={{ retry: historyLabels.retry }} />;
  return loading ? <LoadState state="loading" layout="list" message={historyLabels.loading} /> : null;
}
