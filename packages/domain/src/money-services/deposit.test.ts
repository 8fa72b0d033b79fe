import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEPOSIT_SETTINGS,
  DEPOSIT_QUICK_ADD_AMOUNTS,
  DEPOSIT_UNIT_RULES_TEXT,
  MAX_DEPOSIT_BONUS_EARLIER_READING,
  MOBILE_DEPOSIT_PRESETS_PER_ROW,
  addQuickAmount,
  depositMessage,
  depositPasswordMessage,
  depositQuickAddAmounts,
  depositorNameMessage,
  isBonusChosen,
} from './deposit';
import { depositMessages, depositUnitMessage } from '../messages';

const RUNS = { numRuns: 1000 };
const malformed = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.constant('１２３'),
  fc.constant('😀'),
  fc.constant('1,0000'),
  fc.string({ minLength: 500, maxLength: 3000 }),
  fc.string(),
  fc.integer({ max: -1 }).map(String),
  fc.integer({ max: -1 }),
  fc.double({ noInteger: true }),
  fc.double({ noInteger: true }).map(String),
  fc.anything(),
);
const depositCopy = new Set<string | null>([
  null,
  depositMessages.digitsOnly,
  depositMessages.noDecimals,
  depositMessages.minimum,
  depositUnitMessage(1_000),
]);

describe('depositMessage (spec 5: "a bonus must be chosen; digits only; no decimals; at least 10,000; multiple of 1,000")', () => {
  it('checks in order and returns the first message', () => {
    expect(depositMessage({ amount: 'abc' })).toBe(depositMessages.selectBonus);
    expect(depositMessage(null)).toBe(depositMessages.selectBonus);
    expect(depositMessage({ bonus: 3, amount: '1만' })).toBe(depositMessages.digitsOnly);
    expect(depositMessage({ bonus: 3, amount: '9999.5' })).toBe(depositMessages.noDecimals);
    expect(depositMessage({ bonus: 3, amount: '9000' })).toBe(depositMessages.minimum);
    expect(depositMessage({ bonus: 3, amount: '10500' })).toBe('1,000원 단위로 입력해주세요.');
    expect(depositMessage({ bonus: 3, amount: '11000' })).toBeNull();
    expect(depositMessage({ bonus: '7', amount: 10_000 })).toBeNull();
  });
  it('accepts the thousands separators the field shows ("Amount shown with thousands separators")', () => {
    expect(depositMessage({ bonus: 1, amount: '1,000,000' })).toBeNull();
    expect(depositMessage({ bonus: 1, amount: ' 20000 ' })).toBeNull();
  });
  it('the unit is a setting (DESIGN: "Validate 1,000 by default; the unit is a setting")', () => {
    expect(DEFAULT_DEPOSIT_SETTINGS).toEqual({ unit: 1_000, maxBonus: 500_000 });
    expect(DEPOSIT_UNIT_RULES_TEXT).toBe(10_000);
    expect(MAX_DEPOSIT_BONUS_EARLIER_READING).toBe(50_000);
    expect(depositMessage({ bonus: 1, amount: '11000' }, { unit: 10_000 })).toBe('10,000원 단위로 입력해주세요.');
    expect(depositMessage({ bonus: 1, amount: '11000' }, { unit: 0 })).toBeNull();
    expect(depositMessage({ bonus: 1, amount: '11500' }, { unit: Number.NaN })).toBe(depositUnitMessage(1_000));
  });
  it('a bonus counts as chosen unless missing, NaN or blank', () => {
    expect(isBonusChosen(undefined)).toBe(false);
    expect(isBonusChosen(Number.NaN)).toBe(false);
    expect(isBonusChosen('  ')).toBe(false);
    expect(isBonusChosen(0)).toBe(true);
    expect(isBonusChosen({ id: 1 })).toBe(true);
  });
  it('property: a whole amount passes iff it is at least 10,000 and a multiple of the unit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.constantFrom(1_000, 10_000), (n, unit) => {
        const ok = n >= 10_000n && n % BigInt(unit) === 0n;
        expect(depositMessage({ bonus: 1, amount: n.toString() }, { unit }) === null).toBe(ok);
      }),
      RUNS,
    );
  });
  it('property: small numeric amounts (typed as numbers) follow the same bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (n) => {
        expect(depositMessage({ bonus: 1, amount: n }) === null).toBe(n >= 10_000 && n % 1_000 === 0);
      }),
      RUNS,
    );
  });
  it('property: malformed input gets the spec message, never an exception', () => {
    fc.assert(
      fc.property(malformed, (amount) => {
        const message = depositMessage({ bonus: 1, amount });
        expect(depositCopy.has(message)).toBe(true);
      }),
      RUNS,
    );
    expect(depositMessage({ bonus: 1, amount: '１２３' })).toBe(depositMessages.digitsOnly);
    expect(depositMessage({ bonus: 1, amount: '-10000' })).toBe(depositMessages.digitsOnly);
    expect(depositMessage({ bonus: 1, amount: '10000.5' })).toBe(depositMessages.noDecimals);
    expect(depositMessage({ bonus: 1, amount: 10000.5 })).toBe(depositMessages.noDecimals);
    expect(depositMessage({ bonus: 1, amount: '.' })).toBe(depositMessages.digitsOnly);
    expect(depositMessage({ bonus: 1, amount: Number.POSITIVE_INFINITY })).toBe(depositMessages.digitsOnly);
    expect(depositMessage({ bonus: 1, amount: '😀' })).toBe(depositMessages.digitsOnly);
  });
});

describe('depositPasswordMessage (spec 5: "The deposit password must match the member\'s own")', () => {
  it('matches exactly', () => {
    expect(depositPasswordMessage('1234', '1234')).toBeNull();
    expect(depositPasswordMessage('1235', '1234')).toBe(depositMessages.passwordMismatch);
    expect(depositPasswordMessage('', '')).toBe(depositMessages.passwordMismatch);
    expect(depositPasswordMessage(1234, '1234')).toBe(depositMessages.passwordMismatch);
    expect(depositPasswordMessage('1234', undefined)).toBe(depositMessages.passwordMismatch);
  });
});

describe('quick-add (spec 9: "10k, 30k, 50k, 100k, 200k, 500k, 1M, 5M; mobile adds 2M")', () => {
  it('lists the amounts exactly', () => {
    expect(DEPOSIT_QUICK_ADD_AMOUNTS).toEqual([10_000, 30_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000]);
    expect(depositQuickAddAmounts(false)).toBe(DEPOSIT_QUICK_ADD_AMOUNTS);
    expect(depositQuickAddAmounts(true)).toEqual([
      10_000, 30_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000,
    ]);
    expect(MOBILE_DEPOSIT_PRESETS_PER_ROW).toBe(4);
  });
  it('adds to the typed amount', () => {
    expect(addQuickAmount('10,000', 30_000)).toBe('40000');
    expect(addQuickAmount('', 10_000)).toBe('10000');
    expect(addQuickAmount('abc', Number.NaN)).toBe('0');
  });
});

describe('depositorNameMessage (spec 7: "POST /charge: deposit {…, depositName, …}")', () => {
  it('asks for a name when blank', () => {
    expect(depositorNameMessage('김민준')).toBeNull();
    expect(depositorNameMessage('  ')).toBe(depositMessages.depositorNameRequired);
    expect(depositorNameMessage(undefined)).toBe('입금자명을 입력해주세요.');
    expect(depositorNameMessage(7)).toBe(depositMessages.depositorNameRequired);
  });
});
