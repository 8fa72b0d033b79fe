import type { HistoryLeg } from '../entities';
import { floorOdds, oddsInHundredths } from '../odds';
import { isRecord, toFiniteNumber } from '../read';

/** A price as the server may send it (number or numeric string); anything else counts as 0. */
export function toPrice(value: unknown): number {
  const price = typeof value === 'string' ? Number(value) : value;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : 0;
}

/**
 * Total odds of a slip: the product of its prices, floored to 2 decimals. An empty slip has odds 0.
 * This is the spec's "expected odds" (section 4: product of all prices, floored to 2 decimals); one
 * name is kept so the slip, the submit checks and the history summary cannot drift apart.
 */
export function totalOdds(prices: readonly unknown[]): number {
  if (prices.length === 0) return 0;
  return floorOdds(prices.reduce<number>((product, price) => product * toPrice(price), 1));
}

/** Expected winnings: expected odds times the amount, floored to whole won; never negative. */
export function expectedWinnings(amount: number, odds: number): number {
  if (!Number.isFinite(amount) || !Number.isFinite(odds) || amount <= 0 || odds <= 0) return 0;
  // Integer arithmetic in hundredths: exact for any stake and odds a slip can hold.
  return Math.floor((Math.trunc(amount) * oddsInHundredths(odds)) / 100);
}

/** The fields of a leg that effective odds read. */
export type EffectiveOddsLeg = Partial<Pick<HistoryLeg, 'sports_betting_win_flag' | 'sports_betting_bet_price'>>;

/** A leg's result flag as a whole number (numeric strings accepted); junk and fractions are undefined (pending). */
export function toWinFlag(value: unknown): number | undefined {
  const flag = toFiniteNumber(value);
  return flag !== undefined && Number.isInteger(flag) ? flag : undefined;
}

/** What one leg contributes to effective odds (spec section 4, "Effective odds"). */
function effectiveFactor(leg: unknown): number {
  if (!isRecord(leg)) return 0;
  const flag = toWinFlag(leg.sports_betting_win_flag);
  // Flag 0 counts at its price like a win, as the spec's formula says, although the leg table
  // lists 0 under "other" (pending): the formula is what the settled amount is computed with.
  if (flag === 0 || flag === 2) return toPrice(leg.sports_betting_bet_price);
  // Cancelled (-1) and hit-special (3) legs are refunded: they neither win nor lose.
  if (flag === -1 || flag === 3) return 1;
  // Lost, half-lost, half-won and pending legs: "any other flag multiplies by 0" (spec, literally).
  return 0;
}

/**
 * Effective odds of a slip's legs: flags 0 and 2 multiply by the price, 3 and -1 by 1, any other flag
 * (1, 4, 5, pending) by 0; the product floored to 2 decimals. No legs, or a non-array, gives 0.
 */
export function effectiveOdds(legs: readonly EffectiveOddsLeg[]): number {
  if (!Array.isArray(legs) || legs.length === 0) return 0;
  return floorOdds(legs.reduce<number>((product, leg) => product * effectiveFactor(leg), 1));
}
