import { onFirstUse } from './first-use';

/** The won sign used by every money display. */
export const WON_SIGN = '₩';

/** Where the won sign goes: the spec prefixes it on displays and suffixes it in the amount field. */
export type WonSignPosition = 'prefix' | 'suffix' | 'none';

const wonFormat = onFirstUse(() => new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 }));

/** Whole won: money is an integer, so fractions are cut toward zero instead of rounded up. */
export function toWholeWon(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.trunc(amount) || 0;
}

/** Money with comma separators and the won sign (1234567 → "₩1,234,567"; suffix → "1,234,567₩"). */
export function formatWon(amount: number, sign: WonSignPosition = 'prefix'): string {
  const digits = wonFormat().format(toWholeWon(amount));
  if (sign === 'prefix') return `${WON_SIGN}${digits}`;
  if (sign === 'suffix') return `${digits}${WON_SIGN}`;
  return digits;
}
