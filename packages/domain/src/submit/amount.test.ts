import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedWinnings, totalOdds } from '../betting/odds-math';
import {
  QUICK_ADD_BUTTONS,
  clampAmount,
  clampStake,
  formatAmountField,
  parseAmountInput,
  quickAdd,
  stakeClampReason,
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

  it('for a guest (emoney null), then the balance bounds nothing', () => {
    expect(clampAmount(1_500_000, { ...context, emoney: null })).toBe(1_500_000);
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

/** Any balance (or a guest's null), limits and total odds up to 100. */
const bounds = fc.record({
  emoney: fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.constant(null)),
  maxBet: fc.integer({ min: 0, max: 10_000_000 }),
  maxWinnings: fc.integer({ min: 0, max: 50_000_000 }),
  totalOdds: fc.double({ min: 0, max: 100, noNaN: true }),
  minBet: fc.integer({ min: 0, max: 20_000 }),
});

const wallet = { emoney: 1_234_567, maxBet: 2_000_000 };
/** The amount a quick-add fills, or the message it shows instead. */
const filled = (...args: Parameters<typeof quickAdd>) => {
  const result = quickAdd(...args);
  return result.ok ? result.amount : result.message;
};

describe('given the quick-add buttons', () => {
  it('lists 5,000; 10,000; 50,000; 100,000; 500,000; 1,000,000; HALF, MAX and clear in order', () => {
    expect(QUICK_ADD_BUTTONS).toEqual([5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 'HALF', 'MAX', 'CLEAR']);
  });

  it('when an amount button is pressed, then it adds to the current amount', () => {
    expect(filled(0, 5_000, wallet)).toBe(5_000);
    expect(filled(5_000, 10_000, wallet)).toBe(15_000);
    expect(filled('15,000', 50_000, wallet)).toBe(65_000);
    expect(filled(65_000, 100_000, wallet)).toBe(165_000);
    expect(filled(0, 500_000, wallet)).toBe(500_000);
    expect(filled(0, 1_000_000, wallet)).toBe(1_000_000);
  });

  it('when adding would pass the balance or the max bet, then it stops there (floored to 10 won)', () => {
    expect(filled(1_000_000, 1_000_000, wallet)).toBe(1_234_560);
    expect(filled(1_900_000, 500_000, { emoney: 5_000_000, maxBet: 2_000_000 })).toBe(2_000_000);
  });

  it('when MAX is pressed, then it is the max bet or the whole balance, whichever is smaller', () => {
    expect(filled(0, 'MAX', wallet)).toBe(1_234_560);
    expect(filled(0, 'MAX', { emoney: 9_000_000, maxBet: 2_000_000 })).toBe(2_000_000);
    expect(filled(0, 'MAX', { emoney: 9_000_000, maxBet: 5_001 })).toBe(5_000);
  });

  it('when MAX is pressed on 2.12 × 2.44 × 2.03 with the 3-folder bonus (10.81), then it stays within the max winnings (issue 12, item 1)', () => {
    // The slip's displayed total odds: every price, the bonus multiplier included, floored.
    expect(totalOdds([1.03, 2.12, 2.44, 2.03])).toBe(10.81);
    const slip = { emoney: 1_287_500, maxBet: 2_000_000, maxWinnings: 5_000_000, totalOdds: 10.81 };
    const amount = filled(0, 'MAX', slip);
    // 5,000,000 / 10.81 = 462,534.6…: 462,530 wins 4,999,949; 10 won more would win 5,000,057.
    expect(amount).toBe(462_530);
    expect(expectedWinnings(462_530, 10.81)).toBe(4_999_949);
    expect(expectedWinnings(462_540, 10.81)).toBeGreaterThan(5_000_000);
    expect(filled(0, 'HALF', slip)).toBe(462_530);
    expect(filled(400_000, 100_000, slip)).toBe(462_530);
  });

  it('when HALF is pressed, then it is half the balance floored to 10 won, within the max bet', () => {
    expect(filled(70_000, 'HALF', wallet)).toBe(617_280);
    expect(filled(0, 'HALF', { emoney: 9_000_000, maxBet: 2_000_000 })).toBe(2_000_000);
    // Half of 9,000 is under the min bet: HALF still gives half (check 3 says why on submit); it is no clamp.
    expect(filled(0, 'HALF', { emoney: 9_000, maxBet: 2_000_000 })).toBe(4_500);
  });

  it('when clear is pressed, then the amount is empty (0), whatever the bounds', () => {
    expect(filled(55_000, 'CLEAR', wallet)).toBe(0);
    expect(filled(55_000, 'CLEAR', { emoney: 0, maxBet: 2_000_000 })).toBe(0);
  });

  it('when the balance is below the min bet, then no button fills an amount the site refuses: it says why', () => {
    const poor = { emoney: 4_990, maxBet: 2_000_000 };
    for (const button of QUICK_ADD_BUTTONS.filter((item) => item !== 'CLEAR')) {
      expect(filled(0, button, poor)).toBe('보유머니가 최소 베팅금 5,000원보다 적습니다.');
    }
    expect(filled(0, 'MAX', { emoney: 5_000, maxBet: 2_000_000 })).toBe(5_000);
    expect(filled(0, 'MAX', { emoney: 15, maxBet: 2_000_000, minBet: 10 })).toBe(10);
  });

  it('when the max winnings at these odds leave less than the min bet, then it says check 6\'s text', () => {
    // 300,000 / 80 = 3,750 < 5,000: even the min bet would win 400,000.
    const slip = { emoney: 1_000_000, maxBet: 10_000, maxWinnings: 300_000, totalOdds: 80 };
    expect(filled(0, 'MAX', slip)).toBe('최대당첨금 300,000을 초과하여 베팅하실수 없습니다. ');
  });

  it('when the max bet itself is below the min bet, then it says check 5\'s text', () => {
    expect(filled(0, 'MAX', { emoney: 1_000_000, maxBet: 4_000 })).toBe('최대베팅금 4,000이상 베팅하실수 없습니다. ');
  });

  it('for a guest (no balance yet), then only the limits bound it', () => {
    expect(filled(0, 'MAX', { emoney: null, maxBet: 2_000_000, maxWinnings: 5_000_000, totalOdds: 10.81 })).toBe(462_530);
    expect(filled(0, 'HALF', { emoney: null, maxBet: 2_000_000 })).toBe(1_000_000);
    expect(filled(0, 5_000, { emoney: null, maxBet: 2_000_000 })).toBe(5_000);
  });

  it('when the input is junk, then nothing is added and nothing is negative', () => {
    expect(filled('abc', 5_000, wallet)).toBe(5_000);
    expect(filled(10_000, 7 as never, wallet)).toBe(10_000);
    expect(filled(10_000, 'ALL' as never, wallet)).toBe(10_000);
    expect(filled(0, 'MAX', { emoney: -5, maxBet: 2_000_000 })).toBe('보유머니가 최소 베팅금 5,000원보다 적습니다.');
    expect(filled(0, 'MAX', { emoney: 50_000, maxBet: Number.NaN })).toBe(50_000);
    expect(filled(0, 'MAX', undefined as never)).toBe('보유머니가 최소 베팅금 5,000원보다 적습니다.');
  });

  it('fills a multiple of 10 within balance, max bet and max winnings, or says why nothing fits (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...QUICK_ADD_BUTTONS), bounds, (current, button, context) => {
        const result = quickAdd(current, button, context);
        const { emoney, maxBet, maxWinnings, totalOdds, minBet } = context;
        if (!result.ok) {
          // Refused only when no multiple of 10 from the min bet up fits every bound.
          const smallest = Math.ceil(minBet / 10) * 10;
          const fits = smallest <= maxBet && (emoney === null || smallest <= emoney) && expectedWinnings(smallest, totalOdds) <= maxWinnings;
          expect(fits).toBe(false);
          expect(button).not.toBe('CLEAR');
          return;
        }
        expect(result.amount % 10).toBe(0);
        expect(result.amount).toBeGreaterThanOrEqual(0);
        if (emoney !== null) expect(result.amount).toBeLessThanOrEqual(emoney);
        expect(result.amount).toBeLessThanOrEqual(maxBet);
        expect(expectedWinnings(result.amount, totalOdds)).toBeLessThanOrEqual(maxWinnings);
        // MAX fills the largest stake there is, and never one below the min bet.
        if (button === 'MAX') {
          expect(result.amount).toBeGreaterThanOrEqual(minBet);
          expect(result.amount).toBe(clampAmount(Number.MAX_SAFE_INTEGER, context));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('given the clamp as the amount field applies it (clampStake)', () => {
  const slip: ClampContext = { emoney: 1_287_500, maxBet: 2_000_000, maxWinnings: 5_000_000, totalOdds: 10.81 };

  it('when the amount is above a bound, then it is the clamped stake', () => {
    expect(clampStake(1_287_500, slip)).toEqual({ ok: true, amount: 462_530 });
    expect(clampStake('12,345', slip)).toEqual({ ok: true, amount: 12_340 });
  });

  it('when the amount is within the bounds but under the min bet, then it is left for check 3', () => {
    expect(clampStake(3_000, slip)).toEqual({ ok: true, amount: 3_000 });
  });

  it('when clamping would go below the min bet, then it refuses with the reason instead', () => {
    expect(clampStake(10_000, { ...slip, emoney: 3_000 })).toEqual({ ok: false, message: '보유머니가 최소 베팅금 5,000원보다 적습니다.' });
    expect(clampStake(10_000, { ...slip, maxWinnings: 50_000 })).toEqual({
      ok: false,
      message: '최대당첨금 50,000을 초과하여 베팅하실수 없습니다. ',
    });
  });

  it('never lowers an amount below the min bet, and a clamped amount fits every bound (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000_000_000 }), bounds, (amount, context) => {
        const result = clampStake(amount, context);
        if (!result.ok) {
          expect(amount).toBeGreaterThan(clampAmount(amount, context));
          expect(clampAmount(amount, context)).toBeLessThan(context.minBet);
          return;
        }
        expect(result.amount).toBe(clampAmount(amount, context));
        // A clamp (a lower result than the floored amount) never lands under the min bet.
        if (result.amount < amount - (amount % 10)) expect(result.amount).toBeGreaterThanOrEqual(context.minBet);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('given why the clamp lowered a typed amount (stakeClampReason, issue 32 item 3)', () => {
  // Spec 5: "The amount is clamped to the member's emoney, to the max bet, and down to a multiple of 10 so that winnings do not exceed the max winnings."
  const single: ClampContext = { emoney: 1_287_500, maxBet: 2_000_000, maxWinnings: 5_000_000, totalOdds: 2.1 };

  it('when the balance binds, then it is the balance text with the balance', () => {
    expect(clampStake(1_500_000, single)).toEqual({ ok: true, amount: 1_287_500 });
    expect(stakeClampReason(1_500_000, single)).toBe('보유머니 1,287,500원을 초과하여 베팅하실수 없습니다.');
  });

  it('when the max bet binds, then it is check 5\'s text; when the max winnings bind, check 6\'s', () => {
    expect(stakeClampReason(2_500_000, { ...single, emoney: 3_000_000 })).toBe('최대베팅금 2,000,000이상 베팅하실수 없습니다. ');
    expect(stakeClampReason(1_287_500, { ...single, totalOdds: 10.81 })).toBe('최대당첨금 5,000,000을 초과하여 베팅하실수 없습니다. ');
  });

  it('when nothing is lowered, or the clamp refuses, then there is no reason', () => {
    expect(stakeClampReason(1_000_000, single)).toBeNull();
    // Only the step: 12,345 floors to 12,340, which is not a bound.
    expect(stakeClampReason('12,345', single)).toBeNull();
    expect(stakeClampReason(10_000, { ...single, emoney: 3_000 })).toBeNull();
  });
});
