import { useRef, useState } from 'react';
import * as styles from './PostForm.css';
import type { PostOutcome } from './PostForm';

/**
 * A form's send with the outcome to show: a second submit while one runs sends nothing (the ref answers a double
 * click at once, before the busy button redraws), a thrown send shows `failedDefault`, and `settle` runs after each.
 */
export function useOutcomeSubmit<Values>(
  send: (values: Values) => Promise<PostOutcome> | PostOutcome,
  failedDefault: string,
  settle?: (outcome: PostOutcome, values: Values) => void,
) {
  const sending = useRef(false);
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  const submit = async (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    let result: PostOutcome;
    try {
      result = await send(values);
    } catch {
      result = { ok: false, message: failedDefault };
    }
    sending.current = false;
    setOutcome(result);
    settle?.(result, values);
  };
  return { outcome, submit };
}

/** The sent request's outcome, kept in the form (a live status) so a screen reader hears it. */
export function FormOutcome({ outcome }: { outcome: PostOutcome | null }) {
  return (
    <p className={styles.outcome} data-tone={outcome === null ? undefined : outcome.ok ? 'success' : 'failure'} role="status">
      {outcome?.message}
    </p>
  );
}
