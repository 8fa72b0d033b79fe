import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawMessages } from '../messages';
import {
  WITHDRAWAL_LIMIT_TABLE,
  WITHDRAW_ROLLING_REQUIREMENT_PERCENT,
  withdrawMessage,
  withdrawalMaxForLevel,
} from './withdraw';

const RUNS = { numRuns: 1000 };
const copy = new Set<string | null>([null, ...Object.values(withdrawMessages)]);
const malformed = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.constant('１２３'),
  fc.constant('💰💰'),
  fc.string({ minLength: 500, maxLength: 3000 }),
  fc.string(),
  fc.integer({ max: -1 }).map(String),
  fc.double({ noInteger: true }),
  fc.double({ noInteger: true }).map(String),
  fc.anything(),
);

describe('withdrawMessage (spec 5: "digits only; no decimals; at least 10,000; multiple of 10,000; not above emoney")', () => {
  it('checks in order', () => {
    expect(withdrawMessage('abc', 1e9)).toBe(withdrawMessages.digitsOnly);
    expect(withdrawMessage('10000.1', 1e9)).toBe(withdrawMessages.noDecimals);
    expect(withdrawMessage('5000', 1e9)).toBe(withdrawMessages.minimum);
    expect(withdrawMessage('15000', 1e9)).toBe(withdrawMessages.unit);
    expect(withdrawMessage('30000', 20_000)).toBe(withdrawMessages.aboveBalance);
    expect(withdrawMessage('20000', 20_000)).toBeNull();
    expect(withdrawMessage(10_000, Number.NaN)).toBe(withdrawMessages.aboveBalance);
  });
  it('"The rules box says 1 won amounts are not possible"', () => {
    expect(withdrawMessage('10001', 1e9)).toBe(withdrawMessages.unit);
  });
  it('property: a whole amount passes iff at least 10,000, a multiple of 10,000 and not above emoney', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 1_000_000_000_000 }), (n, emoney) => {
        const ok = n >= 10_000n && n % 10_000n === 0n && n <= BigInt(emoney);
        expect(withdrawMessage(n.toString(), emoney) === null).toBe(ok);
      }),
      RUNS,
    );
  });
  it('property: malformed input gets the spec message, never an exception', () => {
    fc.assert(
      fc.property(malformed, fc.double(), (amount, emoney) => {
        expect(copy.has(withdrawMessage(amount, emoney))).toBe(true);
      }),
      RUNS,
    );
    expect(withdrawMessage('１２３', 1e9)).toBe(withdrawMessages.digitsOnly);
    expect(withdrawMessage('-10000', 1e9)).toBe(withdrawMessages.digitsOnly);
  });
});

describe('withdrawal maximum (spec 6: "levels 1-2 20,000,000 won; level 3 to VIP 30,000,000; VVIP unlimited")', () => {
  it('reads the table', () => {
    expect(WITHDRAWAL_LIMIT_TABLE.map((row) => row.max)).toEqual([20_000_000, 30_000_000, null]);
    expect(withdrawalMaxForLevel(1)).toBe(20_000_000);
    expect(withdrawalMaxForLevel(2)).toBe(20_000_000);
    expect(withdrawalMaxForLevel(3)).toBe(30_000_000);
    expect(withdrawalMaxForLevel(5)).toBe(30_000_000);
    expect(withdrawalMaxForLevel('VIP')).toBe(30_000_000);
    expect(withdrawalMaxForLevel('VVIP')).toBeNull();
    expect(withdrawalMaxForLevel(0)).toBe(20_000_000);
    expect(WITHDRAW_ROLLING_REQUIREMENT_PERCENT).toBe(100);
  });
});
