import { useCallback, useState } from 'react';
import type { HistorySlip } from '@betkit/domain';
import { useLatestCallback } from './useLatestCallback';

/** The cancel flow of a history list: the press, the confirm, then the caller's cancel. */
export interface SlipCancelState {
  /** The slip whose cancel waits for the member's confirmation; null when no confirm is open. */
  readonly confirming: HistorySlip | null;
  /** A cancel button was pressed: ask first, or cancel at once when the caller confirms itself. */
  readonly request: (slip: HistorySlip) => void;
  /** The member confirmed: run the cancel and close the confirm. */
  readonly accept: () => void;
  /** The member declined: close the confirm. */
  readonly dismiss: () => void;
}

/**
 * Binds the spec's "cancel asks first" to a list. With `confirm` off the press calls `onCancel` at
 * once (for a site that shows its own global confirm). `request` keeps one identity across renders.
 */
export function useSlipCancel(onCancel: ((slip: HistorySlip) => void) | undefined, confirm: boolean): SlipCancelState {
  const [confirming, setConfirming] = useState<HistorySlip | null>(null);
  const cancel = useLatestCallback(onCancel);
  const request = useLatestCallback((slip: HistorySlip) => (confirm ? setConfirming(slip) : cancel(slip)));
  const accept = useCallback(() => {
    setConfirming(null);
    if (confirming !== null) cancel(confirming);
  }, [confirming, cancel]);
  const dismiss = useCallback(() => setConfirming(null), []);
  return { confirming, request, accept, dismiss };
}
