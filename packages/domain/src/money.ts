/** The won sign used by every money display. */
export const WON_SIGN = '₩';

/** Where the won sign goes: the spec prefixes it on displays and suffixes it in the amount field. */
export type WonSignPosition = 'prefix' | 'suffix' | 'none';

const wonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Whole won: money is an integer, so fractions are cut toward zero instead of rounded up. */
export function toWholeWon(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.trunc(amount) || 0;
}

/** Money with comma separators and the won sign (1234567 → "₩1,234,567"; suffix → "1,234,567₩"). */
export function formatWon(amount: number, sign: WonSignPosition = 'prefix'): string {
  const digits = wonFormat.format(toWholeWon(amount));
  if (sign === 'prefix') return `${WON_SIGN}${digits}`;
  if (sign === 'suffix') return `${digits}${WON_SIGN}`;
  return digits;
}

/**
 * What a counter going from one amount to another shows `elapsedMs` into a count of `durationMs` (the jackpot box's
 * count up): whole won, always between the two amounts, quick at first and slowing onto the new amount (ease-out);
 * the old amount at the start and exactly the new one from the end on. A count of no time shows the new amount.
 */
export function countUpAmount(from: number, to: number, elapsedMs: number, durationMs: number): number {
  const start = toWholeWon(from);
  const end = toWholeWon(to);
  // NaN fails both comparisons, so junk times settle on the new amount rather than stick on the old one.
  if (!(durationMs > 0) || !(elapsedMs < durationMs)) return end;
  if (!(elapsedMs > 0)) return start;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  // Truncation moves toward the start's side of `end`, so the count never passes the new amount.
  return start + toWholeWon((end - start) * eased);
}
