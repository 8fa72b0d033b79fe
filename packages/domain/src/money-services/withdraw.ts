// Withdrawal rules (site-and-member-services.md sections 5, 6 and 9).

import { toWholeWon } from '../money';
import { parseAmountInput } from './amount-input';
import { withdrawMessages } from '../messages';

/** Spec 9: "Withdrawal minimum 10,000". */
export const WITHDRAW_MIN_AMOUNT = 10_000;
/** Spec 9: "multiples of 10,000". */
export const WITHDRAW_UNIT = 10_000;
/** Spec 9: "rolling requirement 100%". */
export const WITHDRAW_ROLLING_REQUIREMENT_PERCENT = 100;

/** A member level as the withdrawal table names it: Lv. number, VIP or VVIP. */
export type WithdrawalLevel = number | 'VIP' | 'VVIP';

/** One row of the spec 6 withdrawal maximum table; `max` null means unlimited. */
export interface WithdrawalLimitRow {
  /** The levels the row covers, as shown in the rules. */
  readonly levels: string;
  /** The maximum per request in won, or null for unlimited. */
  readonly max: number | null;
}

/** Spec 6: "levels 1-2 20,000,000 won; level 3 to VIP 30,000,000; VVIP unlimited". */
export const WITHDRAWAL_LIMIT_TABLE: readonly WithdrawalLimitRow[] = [
  { levels: 'Lv.1-2', max: 20_000_000 },
  { levels: 'Lv.3-VIP', max: 30_000_000 },
  { levels: 'VVIP', max: null },
];

/** Spec 6: the per-request withdrawal maximum for a level (null = unlimited); levels below 1 read as 1. */
export function withdrawalMaxForLevel(level: WithdrawalLevel): number | null {
  if (level === 'VVIP') return null;
  if (level === 'VIP' || level >= 3) return 30_000_000;
  return 20_000_000;
}

/**
 * Spec 5: the withdrawal checks in order (digits only, no decimals, at least 10,000, multiple of
 * 10,000, not above emoney); the first failing message, or null. Never throws.
 */
export function withdrawMessage(amount: unknown, emoney: number): string | null {
  const parsed = parseAmountInput(amount);
  if (parsed.kind === 'notDigits') return withdrawMessages.digitsOnly;
  if (parsed.kind === 'fraction') return withdrawMessages.noDecimals;
  if (parsed.value < BigInt(WITHDRAW_MIN_AMOUNT)) return withdrawMessages.minimum;
  if (parsed.value % BigInt(WITHDRAW_UNIT) !== 0n) return withdrawMessages.unit;
  if (parsed.value > BigInt(toWholeWon(emoney))) return withdrawMessages.aboveBalance;
  return null;
}
