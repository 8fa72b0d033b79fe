import { useState } from 'react';
import { Button } from '../button';
import { loadStateLabels, type LoadStateLabels } from './labels';
import * as styles from './LoadState.css';
import { mergeLabels } from '../labels';

/** The states a read can show before (or instead of) its data. */
export const loadStates = ['loading', 'failed', 'empty'] as const;
export type LoadStateKind = (typeof loadStates)[number];
export type LoadStateLayout = (typeof styles.loadStateLayouts)[number];

export interface LoadStateProps {
  /** loading: the first read runs; failed: it failed (with a retry); empty: it answered nothing. */
  state: LoadStateKind;
  /** Where it stands, which sets its frame: a board's body, a list's place, a tree branch, a game card. */
  layout: LoadStateLayout;
  /** failed: the failure's heading, before the server's text. */
  title?: string;
  /** failed: the server's text; loading and empty: the line shown (loading defaults to the label). */
  message?: string;
  /** failed: reads again; a returned promise keeps the button busy until it settles (no double request). */
  onRetry?: () => unknown;
  /** loading: placeholder cards drawn under the line (a board's fixtures). */
  placeholders?: number;
  /** Overrides of the Korean labels. */
  labels?: LoadStateLabels;
}

/** A read's loading line, its failure with a retry (the server's text, never swallowed), or its empty answer. */
export function LoadState({ state, layout, title, message, onRetry, placeholders = 0, labels: overrides }: LoadStateProps) {
  const labels = mergeLabels(loadStateLabels, overrides);
  const [retrying, setRetrying] = useState(false);
  const className = styles.root({ layout, state });

  if (state === 'failed') {
    const retry = async () => {
      setRetrying(true);
      try {
        await onRetry?.();
      } finally {
        setRetrying(false);
      }
    };
    return (
      <div className={className} role="alert" data-state={state}>
        {title ? <p className={styles.title({ layout })}>{title}</p> : null}
        {message ? <p className={styles.message({ layout })}>{message}</p> : null}
        {onRetry ? (
          <Button variant="secondary" size={layout === 'board' ? 'md' : 'sm'} busy={retrying} onClick={() => void retry()}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  }

  const text = message ?? (state === 'loading' ? labels.loading : '');
  if (state === 'loading' && placeholders > 0) {
    return (
      <div className={className} role="status" aria-live="polite" data-state={state}>
        <p className={styles.message({ layout })}>{text}</p>
        {Array.from({ length: placeholders }, (_, index) => (
          <div key={index} className={styles.placeholder} aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <p className={className} role="status" data-state={state}>
      {text}
    </p>
  );
}
