import { floorOdds, oddsInHundredths } from '../odds';

/** A price as the server may send it (number or numeric string); anything else counts as 0. */
export function toPrice(value: unknown): number {
  const price = typeof value === 'string' ? Number(value) : value;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : 0;
}

/** Total odds of a slip: the product of its prices, floored to 2 decimals. An empty slip has odds 0. */
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
