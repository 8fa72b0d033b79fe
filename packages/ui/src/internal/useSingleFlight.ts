import { useRef, useState } from 'react';

/**
 * One action at a time: `run(task)` starts the task unless one is still running, in which case it calls `whileBusy`
 * instead and sends nothing. The ref answers a double click at once; `busy` redraws the busy button after it.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<unknown> | unknown, whileBusy?: () => void): Promise<void> => {
    if (running.current) {
      whileBusy?.();
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
