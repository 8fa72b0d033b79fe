// Withdrawal rules (site-and-member-services.md sections 5, 6 and 9).

import { toWholeWon } from '../money';
import { parseAmountInput } from './amount-input';
import { withdrawAboveLevelMaxMessage, withdrawMessages } from '../messages';
import { bankLevel } from '../accounts/members';
import { seoulWallClock, toInstant, type Instant } from '../time';

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

/** Spec 3 and 6: the withdrawal table's level of a member's role (4 is VIP, 5 VVIP; junk reads as 1). */
export function withdrawalLevelOfRole(role: unknown): WithdrawalLevel {
  const level = bankLevel(role);
  if (level === 4) return 'VIP';
  if (level === 5) return 'VVIP';
  return level;
}

/**
 * The amount checks of a withdrawal for a member: spec 5's checks (withdrawMessage), then spec 6's
 * per-request maximum of the member's level; the first failing message, or null. Never throws.
 */
export function withdrawAmountMessage(amount: unknown, emoney: number, role: unknown): string | null {
  const basic = withdrawMessage(amount, emoney);
  if (basic) return basic;
  const max = withdrawalMaxForLevel(withdrawalLevelOfRole(role));
  const parsed = parseAmountInput(amount);
  if (max !== null && parsed.kind === 'whole' && parsed.value > BigInt(max)) return withdrawAboveLevelMaxMessage(max);
  return null;
}

/** A wall-clock time of day in Korean time. */
export interface SeoulTimeOfDay {
  readonly hour: number;
  readonly minute: number;
}

/** Spec 9: "bank maintenance window 23:30-00:30": it starts at 23:30 Korean time… */
export const BANK_MAINTENANCE_START: SeoulTimeOfDay = { hour: 23, minute: 30 };
/** …and withdrawals open again at 00:30 (Spec ambiguity: the end minute itself is outside the window). */
export const BANK_MAINTENANCE_END: SeoulTimeOfDay = { hour: 0, minute: 30 };

const minuteOfDay = ({ hour, minute }: SeoulTimeOfDay) => hour * 60 + minute;

/**
 * Spec 9: true while the banks are in maintenance, 23:30 to 00:30 in Korean time (Asia/Seoul through Intl,
 * whatever the machine's zone). An unreadable instant is not in the window.
 */
export function isBankMaintenance(now: Instant): boolean {
  const epoch = toInstant(now);
  if (epoch === undefined) return false;
  const wall = seoulWallClock(epoch);
  const minute = minuteOfDay(wall);
  const start = minuteOfDay(BANK_MAINTENANCE_START);
  const end = minuteOfDay(BANK_MAINTENANCE_END);
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** What a withdrawal request is checked against. */
export interface WithdrawRequestCheck {
  /** The typed amount. */
  readonly amount: unknown;
  /** The member's money in won. */
  readonly emoney: number;
  /** The member's role (level). */
  readonly role: unknown;
  /** The time of the request. */
  readonly now: Instant;
}

/**
 * Every rule of a withdrawal request, as the server checks it: the bank maintenance window, then the
 * amount (withdrawAmountMessage); the first failing message, or null. Never throws.
 */
export function withdrawRequestMessage({ amount, emoney, role, now }: WithdrawRequestCheck): string | null {
  if (isBankMaintenance(now)) return withdrawMessages.maintenance;
  return withdrawAmountMessage(amount, emoney, role);
}
