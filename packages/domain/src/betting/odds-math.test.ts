import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveOdds, expectedWinnings, totalOdds, toPrice, toWinFlag } from './odds-math';

describe('totalOdds (spec: expected odds = product of all prices, floored to 2 decimals)', () => {
  it('floors the product', () => {
    expect(totalOdds([1.85, 2.1])).toBe(3.88); // 3.885
    expect(totalOdds([1.5, 1.5, 1.5])).toBe(3.37); // 3.375
  });
  it('accepts numeric strings from the server and treats junk as 0', () => {
    expect(totalOdds(['2.00', 1.5])).toBe(3);
    expect(totalOdds([2, 'abc'])).toBe(0);
    expect(totalOdds([])).toBe(0);
  });
});

describe('expectedWinnings (spec: expected odds times amount, floored)', () => {
  it('multiplies the floored odds by the amount and floors to won', () => {
    expect(expectedWinnings(5000, 3.885)).toBe(19400);
    expect(expectedWinnings(10001, 1.99)).toBe(19901);
  });
  it('is 0 for nothing to win', () => {
    expect(expectedWinnings(0, 2)).toBe(0);
    expect(expectedWinnings(-5000, 2)).toBe(0);
    expect(expectedWinnings(Number.NaN, 2)).toBe(0);
    expect(expectedWinnings(5000, Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('is a non-negative integer never above amount times odds (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.double({ min: 1, max: 100, noNaN: true }), (amount, odds) => {
        const winnings = expectedWinnings(amount, odds);
        expect(Number.isInteger(winnings)).toBe(true);
        expect(winnings).toBeGreaterThanOrEqual(0);
        expect(winnings).toBeLessThanOrEqual(amount * odds + 1e-6);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('toPrice', () => {
  it('reads numbers and numeric strings, else 0', () => {
    expect(toPrice(1.5)).toBe(1.5);
    expect(toPrice('2.35')).toBe(2.35);
    expect(toPrice(undefined)).toBe(0);
    expect(toPrice(-1)).toBe(0);
  });
});

/** A leg with only the fields effective odds read. */
const leg = (flag: unknown, price: unknown) =>
  ({ sports_betting_win_flag: flag, sports_betting_bet_price: price }) as Parameters<typeof effectiveOdds>[0][number];

describe('effectiveOdds (spec: flags 0 and 2 multiply by the price, 3 and -1 by 1, any other flag by 0)', () => {
  it('given a slip whose legs all won, is the floored product of the prices', () => {
    expect(effectiveOdds([leg(2, 1.85), leg(2, 2.1)])).toBe(3.88); // 3.885
  });
  it('given flag 0, counts the leg at its price like a win', () => {
    expect(effectiveOdds([leg(0, 1.5), leg(2, 2)])).toBe(3);
  });
  it('given a cancelled (-1) or hit-special (3, 적특) leg, multiplies by 1 (refund)', () => {
    expect(effectiveOdds([leg(2, 2), leg(3, 1.9)])).toBe(2);
    expect(effectiveOdds([leg(-1, 1.5), leg(2, 1.7)])).toBe(1.7);
    expect(effectiveOdds([leg(-1, 1.5), leg(3, 2)])).toBe(1);
  });
  it('given a lost (1), half-lost (4), half-won (5) or pending leg, is 0', () => {
    for (const flag of [1, 4, 5, 6, undefined, null]) {
      expect(effectiveOdds([leg(2, 2), leg(flag, 1.5)])).toBe(0);
    }
  });
  it('reads numeric strings from the server and treats junk as pending', () => {
    expect(effectiveOdds([leg('2', '1.85'), leg('3', '9.99')])).toBe(1.85);
    expect(effectiveOdds([leg('won', 2)])).toBe(0);
    expect(effectiveOdds([leg(2.5, 2)])).toBe(0);
    expect(effectiveOdds([leg(2, 'abc')])).toBe(0);
  });
  it('is 0 for no legs, a non-array or a malformed leg, and never throws', () => {
    expect(effectiveOdds([])).toBe(0);
    expect(effectiveOdds(null as never)).toBe(0);
    expect(effectiveOdds('2' as never)).toBe(0);
    expect(effectiveOdds([null as never, leg(2, 2)])).toBe(0);
  });
  it('is 0 when the product overflows (huge prices)', () => {
    expect(effectiveOdds([leg(2, 1e200), leg(2, 1e200)])).toBe(0);
  });
  it('equals totalOdds when every leg won, and never exceeds it for prices of 1 or more (1,000 runs)', () => {
    const prices = fc.array(fc.double({ min: 1, max: 20, noNaN: true }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(prices, fc.array(fc.constantFrom(-1, 0, 1, 2, 3, 4, 5, undefined, null), { minLength: 10, maxLength: 10 }), (ps, flags) => {
        expect(effectiveOdds(ps.map((p) => leg(2, p)))).toBe(totalOdds(ps));
        const mixed = effectiveOdds(ps.map((p, i) => leg(flags[i], p)));
        expect(mixed).toBeGreaterThanOrEqual(0);
        expect(mixed).toBeLessThanOrEqual(totalOdds(ps));
        expect(Math.round(mixed * 100) / 100).toBe(mixed);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('toWinFlag', () => {
  it('reads whole flags from numbers and numeric strings; fractions and junk are pending (undefined)', () => {
    expect(toWinFlag(-1)).toBe(-1);
    expect(toWinFlag('3')).toBe(3);
    expect(toWinFlag(2.5)).toBeUndefined();
    expect(toWinFlag('')).toBeUndefined();
    expect(toWinFlag(undefined)).toBeUndefined();
  });
});
