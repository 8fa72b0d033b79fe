import { describe, expect, it } from 'vitest';
import { DEFAULT_BET_LIMITS, readBetLimits } from './limits';

describe('given the limits of a bet', () => {
  it('the defaults are the spec section 9 values: 5,000 / 2,000,000 / 5,000,000 / 100', () => {
    expect(DEFAULT_BET_LIMITS).toEqual({ minBet: 5_000, maxBet: 2_000_000, maxWinnings: 5_000_000, maxTotalOdds: 100 });
  });

  it('when the limits are valid, then they are kept (numeric strings read as numbers)', () => {
    expect(readBetLimits({ minBet: 1_000, maxBet: '5001', maxWinnings: 0, maxTotalOdds: 50 })).toEqual({
      minBet: 1_000,
      maxBet: 5_001,
      maxWinnings: 0,
      maxTotalOdds: 50,
    });
  });

  it('when a limit is missing, negative or junk, then the default replaces it', () => {
    expect(readBetLimits({ minBet: -1, maxBet: Number.NaN, maxWinnings: 'x' })).toEqual(DEFAULT_BET_LIMITS);
    expect(readBetLimits(null)).toEqual(DEFAULT_BET_LIMITS);
    expect(readBetLimits('limits')).toEqual(DEFAULT_BET_LIMITS);
  });
});
