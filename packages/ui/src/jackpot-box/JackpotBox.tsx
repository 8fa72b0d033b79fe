import { useId } from 'react';
import { mergeLabels } from '../labels';
import { MoneyText } from '../money-text/MoneyText';
import * as styles from './JackpotBox.css';
import { jackpotBoxLabels, type JackpotBoxLabels } from './labels';
import { useCountUp } from './useCountUp';

export interface JackpotBoxProps {
  /** The jackpot in won (GET /jackpot), or undefined until it is known. */
  amount: number | undefined;
  /** Overrides of the Korean labels. */
  labels?: JackpotBoxLabels;
}

/**
 * The jackpot box (spec 2): the jackpot value in won. The app reads it again every 30 seconds (spec 9); a new value is
 * counted up to from the old one (at once under reduced motion) and announced politely once it is reached.
 */
export function JackpotBox({ amount, labels: overrides }: JackpotBoxProps) {
  const labels = mergeLabels(jackpotBoxLabels, overrides);
  const titleId = useId();
  const shown = useCountUp(amount);
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      {amount === undefined ? (
        <p className={styles.loading}>{labels.loading}</p>
      ) : (
        <p className={styles.amount} aria-live="polite" aria-atomic="true">
          {shown === undefined || shown === amount ? (
            <MoneyText amount={amount} weight="bold" />
          ) : (
            // The passing amounts are hidden from screen readers: the live region announces the new value once, at the end.
            <span aria-hidden="true" data-counting="">
              <MoneyText amount={shown} weight="bold" />
            </span>
          )}
        </p>
      )}
    </section>
  );
}
