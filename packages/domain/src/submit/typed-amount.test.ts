import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAmountField } from './amount';
import { amountDigitLimit, digitsBefore, editAmountText, formatAmountText, positionAfterDigits } from './typed-amount';

/** The field's text after typing `keys` one at a time at the end, from an empty field. */
function typeKeys(keys: string, maxDigits = 7): string {
  return [...keys].reduce((text, key) => editAmountText(text, text + key, maxDigits), '');
}

describe('given the amount field while the member types (issue 12, item 4)', () => {
  it('groups digits with separators as they come', () => {
    expect(typeKeys('1234567')).toBe('1,234,567');
    expect(editAmountText('123,456', '1923,456', 7)).toBe('1,923,456');
    expect(editAmountText('1,234', '1,23', 7)).toBe('123');
    expect(editAmountText('5', '', 7)).toBe('');
  });

  it('refuses letters, signs, decimal points and exponents: the field keeps its text', () => {
    expect(typeKeys('abc')).toBe('');
    expect(typeKeys('-5000')).toBe('5,000');
    expect(typeKeys('1e6')).toBe('16');
    expect(typeKeys('5000.5')).toBe('50,005');
    expect(editAmountText('10,000', '10,000e', 7)).toBe('10,000');
    expect(editAmountText('', '-5000', 7)).toBe('');
    expect(editAmountText('', '1e6', 7)).toBe('');
    expect(editAmountText('', '+5000', 7)).toBe('');
    expect(editAmountText('', '12.5', 7)).toBe('');
  });

  it('refuses a pasted text that is not digits ("오천원") but takes a pasted amount with separators or a won mark', () => {
    expect(editAmountText('', '오천원', 7)).toBe('');
    expect(editAmountText('5,000', '5,000오천원', 7)).toBe('5,000');
    expect(editAmountText('', '5,000원', 7)).toBe('5,000');
    expect(editAmountText('', '₩ 12 000', 7)).toBe('12,000');
  });

  it('normalises full-width digits and separators', () => {
    expect(editAmountText('', '１２，０００', 7)).toBe('12,000');
    expect(editAmountText('', '５０００￦', 7)).toBe('5,000');
    expect(editAmountText('', '1\u3000000', 7)).toBe('1,000');
  });

  it('drops leading zeros, keeping a single 0', () => {
    expect(typeKeys('0005')).toBe('5');
    expect(typeKeys('00')).toBe('0');
  });

  it('takes no more digits than the cap: more typed or pasted digits are refused', () => {
    expect(typeKeys('999999999999999999999999')).toBe('9,999,999');
    expect(editAmountText('', '12345678', 7)).toBe('');
    expect(editAmountText('1,234,567', '19,234,567', 7)).toBe('1,234,567');
  });

  it('lets a text set longer than the cap shrink into it', () => {
    expect(editAmountText('99,999,999,999', '99,999,999,99', 7)).toBe('9,999,999');
  });

  it('with a junk cap, holds at most 15 digits (exact in a double)', () => {
    expect(typeKeys('9'.repeat(20), Number.NaN)).toBe('999,999,999,999,999');
    expect(typeKeys('9'.repeat(20), 40)).toBe('999,999,999,999,999');
  });

  it('never throws on junk', () => {
    expect(editAmountText(undefined as never, 5 as never, 7)).toBe('');
    expect(editAmountText(null as never, '5', 7)).toBe('5');
  });
});

describe('given the digit cap', () => {
  it('is as many digits as the max bet has', () => {
    expect(amountDigitLimit(2_000_000)).toBe(7);
    expect(amountDigitLimit(5_001)).toBe(4);
    expect(amountDigitLimit(150_000_000)).toBe(9);
  });

  it('uses the default max bet for junk, and at most 15 digits', () => {
    expect(amountDigitLimit(undefined)).toBe(7);
    expect(amountDigitLimit(Number.NaN)).toBe(7);
    expect(amountDigitLimit(1e300)).toBe(15);
    expect(amountDigitLimit(0)).toBe(1);
  });
});

describe('property: whatever is typed or pasted (1,000 runs)', () => {
  it('the field holds blank or grouped digits within the cap, which the field reads as the same whole won', () => {
    const edits = fc.array(fc.oneof(fc.string(), fc.stringMatching(/^[0-9０-９,，원₩ ]{0,20}$/)), { maxLength: 12 });
    fc.assert(
      fc.property(edits, fc.integer({ min: 1, max: 15 }), (typed, cap) => {
        let text = '';
        for (const edit of typed) {
          text = editAmountText(text, edit, cap);
          expect(text).toMatch(/^(?:|0|[1-9]\d{0,2}(?:,\d{3})*)$/);
          const digits = text.replaceAll(',', '');
          expect(digits.length).toBeLessThanOrEqual(cap);
          const read = validateAmountField(text);
          if (text === '') expect(read.ok).toBe(false);
          else expect(read).toEqual({ ok: true, amount: Number(digits) });
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('given text set into the amount field from outside (formatAmountText)', () => {
  it('groups digits, full-width ones too, and gives blank for anything else', () => {
    expect(formatAmountText('1234567')).toBe('1,234,567');
    expect(formatAmountText('１２，０００')).toBe('12,000');
    expect(formatAmountText('-500')).toBe('');
    expect(formatAmountText('12.5')).toBe('');
    expect(formatAmountText('1234567', 6)).toBe('');
  });
});

describe('given the caret in the amount field while digits regroup', () => {
  it('counts the digits before the caret, separators not counted', () => {
    expect(digitsBefore('1,234,567', 0)).toBe(0);
    expect(digitsBefore('1,234,567', 5)).toBe(4);
    expect(digitsBefore('１２，０００', 3)).toBe(2);
  });

  it('puts the caret just after the same digit in the regrouped text', () => {
    expect(positionAfterDigits('1,234,567', 0)).toBe(0);
    expect(positionAfterDigits('1,234,567', 4)).toBe(5);
    expect(positionAfterDigits('1,234', 9)).toBe(5);
  });

  it('keeps the caret beside its digit whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9,]{0,12}$/), fc.nat(12), (text, position) => {
        const digits = digitsBefore(text, position);
        expect(digitsBefore(text, positionAfterDigits(text, digits))).toBe(digits);
      }),
    );
  });
});
