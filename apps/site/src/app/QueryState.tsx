// How every page draws a read: its loading line, its failure (through errorText) with a retry, its empty answer, or its data.
import type { ReactNode } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '@betkit/api';
import { LoadState, type LoadStateLabels, type LoadStateLayout } from '@betkit/ui';
import { errorText, THROWN_MESSAGE, type ErrorTextOptions } from './errors';

/** What QueryState reads of a query hook's answer (an SWR response fits). */
export interface QueryLike<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  /** Reads again (the retry). */
  mutate(): unknown;
}

export interface QueryStateProps<T> {
  /** The read, from the area's queries.ts. */
  query: QueryLike<T>;
  /** The loading line. */
  loading: string;
  /** Where it stands (LoadState's frame); a list's place unless set. */
  layout?: LoadStateLayout;
  /** A failure's text when the server gave none; the client's default text unless set. */
  failure?: string;
  /** How the failure reads (errorText's options); a failure without an answer shows its own message unless set. */
  errorOptions?: ErrorTextOptions;
  /** A failed re-read keeps the last data on screen: only a first read that failed shows the failure. */
  keepData?: boolean;
  /** The empty answer's line, when `isEmpty` says the data holds nothing. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  /** Overrides of LoadState's words (the retry button). */
  labels?: LoadStateLabels;
  /** The data's view. */
  children: (data: T) => ReactNode;
}

/** A read's loading line, its failure with a retry, its empty line, or its data, drawn the same way on every page. */
export function QueryState<T>({ query, loading, layout = 'list', failure = DEFAULT_ERROR_MESSAGE, errorOptions = { unanswered: THROWN_MESSAGE }, keepData = false, empty, isEmpty, labels, children }: QueryStateProps<T>) {
  const { data, error } = query;
  if (error !== undefined && !(keepData && data !== undefined)) {
    return <LoadState state="failed" layout={layout} message={errorText(error, failure, errorOptions)} onRetry={() => query.mutate()} labels={labels} />;
  }
  if (data === undefined) return <LoadState state="loading" layout={layout} message={loading} />;
  if (empty !== undefined && isEmpty?.(data)) return <LoadState state="empty" layout={layout} message={empty} />;
  return <>{children(data)}</>;
}
