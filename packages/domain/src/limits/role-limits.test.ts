import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BettingLimitSettings } from '../entities';
import { bettingLimits, clampRole } from './limits';

describe('clampRole (spec: role 1 or less uses 1, role 5 or more uses 5)', () => {
  it('keeps roles 1..5', () => {
    expect([1, 2, 3, 4, 5].map(clampRole)).toEqual([1, 2, 3, 4, 5]);
  });
  it('given role 0 or below, uses 1; given role 10, uses 5', () => {
    expect(clampRole(0)).toBe(1);
    expect(clampRole(-3)).toBe(1);
    expect(clampRole(10)).toBe(5);
    expect(clampRole(Number.POSITIVE_INFINITY)).toBe(5);
    expect(clampRole(Number.NEGATIVE_INFINITY)).toBe(1);
  });
  it('given NaN, text or nothing, uses 1; numeric strings are read', () => {
    expect(clampRole(Number.NaN)).toBe(1);
    expect(clampRole('VIP')).toBe(1);
    expect(clampRole(undefined)).toBe(1);
    expect(clampRole('3')).toBe(3);
    expect(clampRole(3.7)).toBe(3);
  });
  it('always gives a role key 1..5 (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.double(), (junk, number) => {
        expect([1, 2, 3, 4, 5]).toContain(clampRole(junk));
        expect([1, 2, 3, 4, 5]).toContain(clampRole(number));
      }),
      { numRuns: 1000 },
    );
  });
});

const settings: BettingLimitSettings = {
  sportsEuAmountRole1: 100, // 1,000,000 won
  sportsEuMaxPrizeAmountRole1: 300,
  sportsEuAmountRole5: '500', // strings, as the server may send them
  sportsEuMaxPrizeAmountRole5: '1000',
  sportsKrAmountRole1: 50,
  sportsKrMaxPrizeAmountRole1: 200,
  sportsKrAmountRole3: null,
  sportsKrMaxPrizeAmountRole3: 'abc',
};

describe('bettingLimits', () => {
  it('given the Europe style, max bet and max winnings are the Eu role setting × 10,000', () => {
    expect(bettingLimits({ style: 'europe', role: 1, settings })).toEqual({
      minBet: 5_000,
      maxBet: 1_000_000,
      maxWinnings: 3_000_000,
      maxTotalOdds: 100,
    });
  });
  it('given a VVIP (role 10) on Europe, the role-5 string settings apply', () => {
    expect(bettingLimits({ style: 'europe', role: 10, settings })).toMatchObject({ maxBet: 5_000_000, maxWinnings: 10_000_000 });
  });
  it('given the Korean style, the Kr role settings apply', () => {
    expect(bettingLimits({ style: 'korean', role: 0, settings })).toMatchObject({ maxBet: 500_000, maxWinnings: 2_000_000 });
  });
  it('given missing or invalid settings, the defaults 5,000 / 2,000,000 / 5,000,000 / 100 apply', () => {
    const defaults = { minBet: 5_000, maxBet: 2_000_000, maxWinnings: 5_000_000, maxTotalOdds: 100 };
    expect(bettingLimits({ style: 'korean', role: 3, settings })).toEqual(defaults);
    expect(bettingLimits({ style: 'europe', role: 2, settings })).toEqual(defaults);
    expect(bettingLimits({ style: 'europe', role: 1 })).toEqual(defaults);
    expect(bettingLimits({ style: 'korean', role: 'x', settings: null })).toEqual(defaults);
    expect(bettingLimits({ style: 'korean', role: 1, settings: 'junk' as never })).toEqual(defaults);
    expect(bettingLimits({ style: 'korean', role: 1, settings: { sportsKrAmountRole1: 0, sportsKrMaxPrizeAmountRole1: -5 } })).toEqual(defaults);
  });
  it('given the event style, max bet is 5,001 and max winnings follow the Korean setting', () => {
    expect(bettingLimits({ style: 'event', role: 1, settings })).toEqual({
      minBet: 5_000,
      maxBet: 5_001,
      maxWinnings: 2_000_000,
      maxTotalOdds: 100,
    });
    expect(bettingLimits({ style: 'event', role: 1 }).maxBet).toBe(5_001);
  });
  it('rounds a fractional setting to whole won and caps huge ones at a safe integer', () => {
    expect(bettingLimits({ style: 'korean', role: 1, settings: { sportsKrAmountRole1: 0.57 } }).maxBet).toBe(5_700);
    expect(bettingLimits({ style: 'korean', role: 1, settings: { sportsKrAmountRole1: 1e-9 } }).maxBet).toBe(2_000_000);
    expect(bettingLimits({ style: 'korean', role: 1, settings: { sportsKrAmountRole1: 1e300 } }).maxBet).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });
  it('always gives whole, positive limits (1,000 runs)', () => {
    const value = fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.integer({ min: 0, max: 100_000 }));
    fc.assert(
      fc.property(fc.constantFrom('europe', 'korean', 'event' as const), fc.anything(), value, value, (style, role, amount, prize) => {
        const n = clampRole(role); // so the generated values land on the keys actually read
        const limits = bettingLimits({
          style,
          role,
          settings: { [`sportsEuAmountRole${n}`]: amount, [`sportsKrMaxPrizeAmountRole${n}`]: prize } as BettingLimitSettings,
        });
        for (const limit of [limits.minBet, limits.maxBet, limits.maxWinnings]) {
          expect(Number.isSafeInteger(limit)).toBe(true);
          expect(limit).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
