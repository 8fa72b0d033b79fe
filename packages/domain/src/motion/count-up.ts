// A counter's animation as a pure function; apart from money.ts so the first route's rules chunk does not carry it.
import { toWholeWon } from '../money';

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
