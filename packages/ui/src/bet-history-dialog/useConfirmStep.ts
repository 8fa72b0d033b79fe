import { useCallback, useState } from 'react';

/** A destructive action that asks first. */
export interface ConfirmStep {
  /** The confirm is showing. */
  readonly asking: boolean;
  /** The member pressed the action's button: show the confirm. */
  readonly ask: () => void;
  /** The member confirmed: close the confirm and run the action. */
  readonly accept: () => void;
  /** The member declined: close the confirm. */
  readonly dismiss: () => void;
}

/** Puts a confirm between a button and `action` (delete-all). */
export function useConfirmStep(action: () => void): ConfirmStep {
  const [asking, setAsking] = useState(false);
  const ask = useCallback(() => setAsking(true), []);
  const dismiss = useCallback(() => setAsking(false), []);
  const accept = useCallback(() => {
    setAsking(false);
    action();
  }, [action]);
  return { asking, ask, accept, dismiss };
}
