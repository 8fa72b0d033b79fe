import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedWinnings, totalOdds, toPrice } from './odds-math';

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
