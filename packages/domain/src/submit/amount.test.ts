import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedWinnings } from '../betting/odds-math';
import {
  QUICK_ADD_BUTTONS,
  clampAmount,
  formatAmountField,
  parseAmountInput,
  quickAdd,
  validateAmountField,
  type ClampContext,
} from './amount';

describe('given the amount field', () => {
  it('when it is blank, then it says "베팅액수를 입력해주세요."', () => {
    for (const input of ['', '   ', undefined, null, '₩', ',']) {
      expect(validateAmountField(input)).toEqual({ ok: false, message: '베팅액수를 입력해주세요.' });
    }
  });

  it('when it holds a negative or fractional number, then it says "베팅은 0원 이상 가능합니다."', () => {
    for (const input of ['-5,000', -1, '12.5', 0.5, '-0.1']) {
      expect(validateAmountField(input)).toEqual({ ok: false, message: '베팅은 0원 이상 가능합니다.' });
    }
  });

  it('when it holds no number at all, then it asks for digits', () => {
    for (const input of ['abc', '12a', '1e5', Number.NaN, Number.POSITIVE_INFINITY, true, {}, [], '9'.repeat(400)]) {
      expect(validateAmountField(input)).toEqual({ ok: false, message: '베팅금액은 숫자로 입력해주세요.' });
    }
  });

  it('when it shows thousands separators or the won sign, then it reads the integer', () => {
    expect(validateAmountField('12,000')).toEqual({ ok: true, amount: 12_000 });
    expect(validateAmountField(' 1,234,567₩ ')).toEqual({ ok: true, amount: 1_234_567 });
    expect(validateAmountField('₩5,000')).toEqual({ ok: true, amount: 5_000 });
    expect(validateAmountField('5000원')).toEqual({ ok: true, amount: 5_000 });
    expect(validateAmountField(0)).toEqual({ ok: true, amount: 0 });
    expect(validateAmountField('+7,000')).toEqual({ ok: true, amount: 7_000 });
  });

  it('when it holds -0, then it reads 0 (never "-0")', () => {
    const result = validateAmountField(-0);
    expect(result).toEqual({ ok: true, amount: 0 });
    expect(Object.is(result.ok && result.amount, 0)).toBe(true);
  });

  it('when it holds a huge integer, then it passes (check 5 refuses it with the max bet)', () => {
    expect(validateAmountField('99,999,999,999,999,999,999')).toEqual({ ok: true, amount: Number('99999999999999999999') });
  });

  it('parses the text into empty, a number, or not a number', () => {
    expect(parseAmountInput('3,000')).toEqual({ kind: 'number', value: 3_000 });
    expect(parseAmountInput('.5')).toEqual({ kind: 'number', value: 0.5 });
    expect(parseAmountInput(12)).toEqual({ kind: 'number', value: 12 });
    expect(parseAmountInput(null)).toEqual({ kind: 'empty' });
    expect(parseAmountInput('1.2.3')).toEqual({ kind: 'not-a-number' });
  });

  it('shows the amount with separators and the won sign as suffix, blank for null', () => {
    expect(formatAmountField(1_234_567)).toBe('1,234,567₩');
    expect(formatAmountField(0)).toBe('0₩');
    expect(formatAmountField(null)).toBe('');
  });

  it('never throws and always returns a message or a non-negative integer (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.double()), (input) => {
        const result = validateAmountField(input);
        if (result.ok) {
          expect(Number.isInteger(result.amount)).toBe(true);
          expect(result.amount).toBeGreaterThanOrEqual(0);
        } else {
          expect(typeof result.message).toBe('string');
        }
      }),
      { numRuns: 1000 },
    );
  });
});

const context: ClampContext = { emoney: 1_000_000, maxBet: 2_000_000, maxWinnings: 5_000_000, totalOdds: 2 };

describe('given the amount auto-clamp (spec: emoney, max bet, multiple of 10 within max winnings)', () => {
  it('when the amount fits every bound, then it stays (floored to 10 won)', () => {
    expect(clampAmount(50_000, context)).toBe(50_000);
    expect(clampAmount(12_345, context)).toBe(12_340);
    expect(clampAmount('12,345', context)).toBe(12_340);
  });

  it('when the amount is above the balance, then it is the balance floored to 10 won', () => {
    expect(clampAmount(3_000_000, { ...context, emoney: 123_456 })).toBe(123_450);
  });

  it('when the amount is above the max bet, then it is the max bet', () => {
    expect(clampAmount(3_000_000, { ...context, emoney: 10_000_000, totalOdds: 1.5 })).toBe(2_000_000);
  });

  it('when winnings would pass the max, then it is the largest multiple of 10 within them', () => {
    // 5,000,000 / 3.33 = 1,501,501.5…: 1,501,500 × 3.33 = 4,999,995 ≤ 5,000,000.
    const amount = clampAmount(2_000_000, { ...context, emoney: 10_000_000, totalOdds: 3.33 });
    expect(amount).toBe(1_501_500);
    expect(expectedWinnings(amount, 3.33)).toBe(4_999_995);
    expect(expectedWinnings(amount + 10, 3.33)).toBeGreaterThan(5_000_000);
  });

  it('when the floor of the winnings lands exactly on the max, then that stake is kept', () => {
    // 1,000,000 × 5 = 5,000,000: exactly the max winnings is allowed.
    expect(clampAmount(2_000_000, { ...context, emoney: 10_000_000, totalOdds: 5 })).toBe(1_000_000);
  });

  it('when the slip is empty (total odds 0) or odds are junk, then no winnings bound applies', () => {
    expect(clampAmount(1_500_000, { ...context, totalOdds: 0 })).toBe(1_000_000);
    expect(clampAmount(900_000, { ...context, totalOdds: Number.NaN })).toBe(900_000);
  });

  it('when the input is junk, then the amount is 0 and limits fall back to the defaults', () => {
    expect(clampAmount('abc', context)).toBe(0);
    expect(clampAmount(-5_000, context)).toBe(0);
    expect(clampAmount(Number.NaN, context)).toBe(0);
    expect(clampAmount(50_000, { ...context, emoney: Number.NaN })).toBe(0);
    expect(clampAmount(9e15, { emoney: 9e15, maxBet: Number.NaN, maxWinnings: -1, totalOdds: 1 })).toBe(2_000_000);
    expect(clampAmount(50_000, undefined as unknown as ClampContext)).toBe(0);
  });

  it('when limits are huge, then the amount stays a safe integer', () => {
    for (const totalOdds of [1.01, 0.5]) {
      const amount = clampAmount(1e300, { emoney: 1e300, maxBet: 1e300, maxWinnings: 1e300, totalOdds });
      expect(Number.isSafeInteger(amount)).toBe(true);
      expect(amount % 10).toBe(0);
    }
  });

  it('is a multiple of 10 within emoney and max bet whose winnings stay within max winnings (1,000 runs)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (amount, emoney, maxBet, maxWinnings, totalOdds) => {
          const clamped = clampAmount(amount, { emoney, maxBet, maxWinnings, totalOdds });
          expect(Number.isInteger(clamped)).toBe(true);
          expect(clamped % 10).toBe(0);
          expect(clamped).toBeGreaterThanOrEqual(0);
          expect(clamped).toBeLessThanOrEqual(emoney);
          expect(clamped).toBeLessThanOrEqual(maxBet);
          expect(expectedWinnings(clamped, totalOdds)).toBeLessThanOrEqual(maxWinnings);
          // Largest such stake: 10 won more would break one of the bounds (or pass the amount asked for).
          const next = clamped + 10;
          const fitsMore =
            next <= Math.max(amount, 0) &&
            next <= emoney &&
            next <= maxBet &&
            expectedWinnings(next, totalOdds) <= maxWinnings;
          expect(fitsMore).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

const wallet = { emoney: 1_234_567, maxBet: 2_000_000 };

describe('given the quick-add buttons', () => {
  it('lists 5,000; 10,000; 50,000; 100,000; 500,000; 1,000,000; HALF, MAX and clear in order', () => {
    expect(QUICK_ADD_BUTTONS).toEqual([5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 'HALF', 'MAX', 'CLEAR']);
  });

  it('when an amount button is pressed, then it adds to the current amount', () => {
    expect(quickAdd(0, 5_000, wallet)).toBe(5_000);
    expect(quickAdd(5_000, 10_000, wallet)).toBe(15_000);
    expect(quickAdd('15,000', 50_000, wallet)).toBe(65_000);
    expect(quickAdd(65_000, 100_000, wallet)).toBe(165_000);
    expect(quickAdd(0, 500_000, wallet)).toBe(500_000);
    expect(quickAdd(0, 1_000_000, wallet)).toBe(1_000_000);
  });

  it('when adding would pass the balance or the max bet, then it stops there (floored to 10 won)', () => {
    expect(quickAdd(1_000_000, 1_000_000, wallet)).toBe(1_234_560);
    expect(quickAdd(1_900_000, 500_000, { emoney: 5_000_000, maxBet: 2_000_000 })).toBe(2_000_000);
  });

  it('when MAX is pressed, then it is the max bet or the whole balance, whichever is smaller', () => {
    expect(quickAdd(0, 'MAX', wallet)).toBe(1_234_560);
    expect(quickAdd(0, 'MAX', { emoney: 9_000_000, maxBet: 2_000_000 })).toBe(2_000_000);
    expect(quickAdd(0, 'MAX', { emoney: 9_000_000, maxBet: 5_001 })).toBe(5_000);
  });

  it('when HALF is pressed, then it is half the balance floored to 10 won, within the max bet', () => {
    expect(quickAdd(70_000, 'HALF', wallet)).toBe(617_280);
    expect(quickAdd(0, 'HALF', { emoney: 9_000_000, maxBet: 2_000_000 })).toBe(2_000_000);
    expect(quickAdd(0, 'HALF', { emoney: 15, maxBet: 2_000_000 })).toBe(0);
  });

  it('when clear is pressed, then the amount is empty (0)', () => {
    expect(quickAdd(55_000, 'CLEAR', wallet)).toBe(0);
  });

  it('when the input is junk, then nothing is added and nothing is negative', () => {
    expect(quickAdd('abc', 5_000, wallet)).toBe(5_000);
    expect(quickAdd(10_000, 7 as never, wallet)).toBe(10_000);
    expect(quickAdd(10_000, 'ALL' as never, wallet)).toBe(10_000);
    expect(quickAdd(0, 'MAX', { emoney: -5, maxBet: 2_000_000 })).toBe(0);
    expect(quickAdd(0, 'MAX', { emoney: 50_000, maxBet: Number.NaN })).toBe(50_000);
    expect(quickAdd(0, 'MAX', undefined as never)).toBe(0);
  });

  it('always gives a multiple of 10 within balance and max bet (1,000 runs)', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.constantFrom(...QUICK_ADD_BUTTONS),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (current, button, emoney, maxBet) => {
          const amount = quickAdd(current, button, { emoney, maxBet });
          expect(amount % 10).toBe(0);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(Math.min(emoney, maxBet));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
