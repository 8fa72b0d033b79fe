import { useId } from 'react';
import { mergeLabels } from '../labels';
import { MoneyText } from '../money-text/MoneyText';
import * as styles from './JackpotBox.css';
import { jackpotBoxLabels, type JackpotBoxLabels } from './labels';

export interface JackpotBoxProps {
  /** The jackpot in won (GET /jackpot), or undefined until it is known. */
  amount: number | undefined;
  /** Overrides of the Korean labels. */
  labels?: JackpotBoxLabels;
}

/**
 * The jackpot box (spec 2): the jackpot value in won. The app reads it again every 30 seconds (spec 9); the new value
 * is announced politely, never interrupting.
 */
export function JackpotBox({ amount, labels: overrides }: JackpotBoxProps) {
  const labels = mergeLabels(jackpotBoxLabels, overrides);
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      {amount === undefined ? (
        <p className={styles.loading}>{labels.loading}</p>
      ) : (
        <p className={styles.amount} aria-live="polite">
          <MoneyText amount={amount} weight="bold" />
        </p>
      )}
    </section>
  );
}
