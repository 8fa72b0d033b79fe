import { formatWon, type WonSignPosition } from '@betkit/domain';
import { money } from './MoneyText.css';

/** Colour tones, exported for stories and argTypes. */
export const moneyTones = ['default', 'muted', 'win', 'lose'] as const;
/** Sign positions, exported for stories and argTypes. */
export const moneySignPositions = ['prefix', 'suffix', 'none'] as const satisfies readonly WonSignPosition[];

export interface MoneyTextProps {
  /** Whole won. */
  amount: number;
  /** Where the ₩ goes: prefix on displays (the spec's rule), suffix in amount fields. */
  sign?: WonSignPosition;
  /** Colour: win and lose for settled amounts. */
  tone?: (typeof moneyTones)[number];
  /** Font weight. */
  weight?: 'regular' | 'bold';
}

/** An amount of won with comma separators, in tabular figures. */
export function MoneyText({ amount, sign = 'prefix', tone = 'default', weight = 'regular' }: MoneyTextProps) {
  return (
    <span className={money({ tone, weight })} data-amount={amount}>
      {formatWon(amount, sign)}
    </span>
  );
}
