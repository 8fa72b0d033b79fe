import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawAboveLevelMaxMessage, withdrawMessages } from '../messages';
import {
  BANK_MAINTENANCE_END,
  BANK_MAINTENANCE_START,
  isBankMaintenance,
  withdrawAmountMessage,
  withdrawRequestMessage,
  withdrawalLevelOfRole,
  WITHDRAWAL_LIMIT_TABLE,
  WITHDRAW_ROLLING_REQUIREMENT_PERCENT,
  withdrawMessage,
  withdrawalMaxForLevel,
} from './withdraw';
import { wholeWonAmount } from './amount-input';

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

describe('withdrawal maximum by role (spec 3 "role 4 VIP, 5 VVIP" and spec 6)', () => {
  it('maps roles to the table and refuses above the level maximum after the spec 5 checks', () => {
    expect(withdrawalLevelOfRole(1)).toBe(1);
    expect(withdrawalLevelOfRole(3)).toBe(3);
    expect(withdrawalLevelOfRole(4)).toBe('VIP');
    expect(withdrawalLevelOfRole(5)).toBe('VVIP');
    expect(withdrawalLevelOfRole('junk')).toBe(1);
    expect(withdrawAmountMessage('20000000', 1e9, 1)).toBeNull();
    expect(withdrawAmountMessage('20010000', 1e9, 2)).toBe('1회 최대 출금금액은 20,000,000원입니다.');
    expect(withdrawAmountMessage('20010000', 1e9, 3)).toBeNull();
    expect(withdrawAmountMessage('30010000', 1e9, 4)).toBe(withdrawAboveLevelMaxMessage(30_000_000));
    expect(withdrawAmountMessage('30010000', 1e9, 5)).toBeNull();
    expect(withdrawAmountMessage('30010000', 20_000, 1)).toBe(withdrawMessages.aboveBalance);
    expect(withdrawAmountMessage('abc', 1e9, 1)).toBe(withdrawMessages.digitsOnly);
  });
});

describe('bank maintenance window (spec 9: "bank maintenance window 23:30-00:30", Korean time)', () => {
  // Korean time is UTC+9 through Intl's Asia/Seoul data: 23:30 KST is 14:30 UTC.
  const seoul = (hh: number, mm: number, ss = 0) => new Date(Date.UTC(2026, 10, 24, hh - 9, mm, ss));
  it('is closed from 23:30 up to 00:30 and open at 00:30', () => {
    expect(BANK_MAINTENANCE_START).toEqual({ hour: 23, minute: 30 });
    expect(BANK_MAINTENANCE_END).toEqual({ hour: 0, minute: 30 });
    expect(isBankMaintenance(seoul(23, 29, 59))).toBe(false);
    expect(isBankMaintenance(seoul(23, 30))).toBe(true);
    expect(isBankMaintenance(seoul(23, 59, 59))).toBe(true);
    expect(isBankMaintenance(seoul(24, 0))).toBe(true);
    expect(isBankMaintenance(seoul(24, 29, 59))).toBe(true);
    expect(isBankMaintenance(seoul(24, 30))).toBe(false);
    expect(isBankMaintenance(seoul(12, 0))).toBe(false);
  });
  it('reads Korean time whatever the machine zone (the instant, not a local clock)', () => {
    expect(isBankMaintenance('2026-11-24T14:45:00Z')).toBe(true);
    expect(isBankMaintenance('2026-11-24T23:45:00+09:00')).toBe(true);
    expect(isBankMaintenance('2026-11-24T15:30:00Z')).toBe(false);
    expect(isBankMaintenance('2026-11-24 00:10:00')).toBe(true);
    expect(isBankMaintenance(Number.NaN)).toBe(false);
    expect(isBankMaintenance('not a time')).toBe(false);
  });
  it('property: an instant is in the window iff its Seoul minute of day is 23:30 or later or before 00:30', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (epoch) => {
        const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(epoch);
        const hour = Number(parts.find((p) => p.type === 'hour')!.value);
        const minute = Number(parts.find((p) => p.type === 'minute')!.value);
        expect(isBankMaintenance(epoch)).toBe(hour * 60 + minute >= 23 * 60 + 30 || hour * 60 + minute < 30);
      }),
      { numRuns: 300 },
    );
  });
  it('refuses a request in the window before any amount check, and checks the amount outside it', () => {
    const check = { amount: '5000', emoney: 1e9, role: 1 };
    expect(withdrawRequestMessage({ ...check, now: seoul(23, 30) })).toBe(withdrawMessages.maintenance);
    expect(withdrawMessages.maintenance).toBe('은행 점검시간(23:30~00:30)에는 출금신청을 할 수 없습니다.');
    expect(withdrawRequestMessage({ ...check, now: seoul(24, 30) })).toBe(withdrawMessages.minimum);
    expect(withdrawRequestMessage({ ...check, amount: '10000', now: seoul(12, 0) })).toBeNull();
  });
});

describe('wholeWonAmount (money is integers in won end to end)', () => {
  it('reads separators and spaces, and gives null for anything not whole', () => {
    expect(wholeWonAmount('10,000')).toBe(10_000);
    expect(wholeWonAmount(' 20000 ')).toBe(20_000);
    expect(wholeWonAmount('10000.5')).toBeNull();
    expect(wholeWonAmount('１００００')).toBeNull();
    expect(wholeWonAmount('-10000')).toBeNull();
    expect(wholeWonAmount('9'.repeat(30))).toBeNull();
  });
  it('property: the value is a safe integer whenever it is not null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String)), (text) => {
        const value = wholeWonAmount(text);
        if (value !== null) expect(Number.isSafeInteger(value)).toBe(true);
      }),
      RUNS,
    );
  });
});
