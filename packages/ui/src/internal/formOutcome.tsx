import { useState } from 'react';
import * as styles from './formOutcome.css';
import { useSingleFlight } from './useSingleFlight';

/** What a sent form's request answered: the message to show, and whether it succeeded. */
export type PostOutcome = { readonly ok: boolean; readonly message: string };

/**
 * A form's send with the outcome to show: a second submit while one runs sends nothing, a thrown send shows
 * `failedDefault`, and `settle` runs after each.
 */
export function useOutcomeSubmit<Values>(
  send: (values: Values) => Promise<PostOutcome> | PostOutcome,
  failedDefault: string,
  settle?: (outcome: PostOutcome, values: Values) => void,
) {
  const flight = useSingleFlight();
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  const submit = (values: Values) =>
    flight.run(async () => {
      setOutcome(null);
      let result: PostOutcome;
      try {
        result = await send(values);
      } catch {
        result = { ok: false, message: failedDefault };
      }
      setOutcome(result);
      settle?.(result, values);
    });
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
