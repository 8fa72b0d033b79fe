import { describe, expect, it } from 'vitest';
import { parseAmountInput, positiveIntegerOr, wholeWonAmount } from './amount-input';

describe('parseAmountInput (spec 5: "digits only; no decimals"; "Amount shown with thousands separators")', () => {
  it('parses', () => {
    expect(parseAmountInput('1,234,000')).toEqual({ kind: 'whole', value: 1_234_000n });
    expect(parseAmountInput('12,34')).toEqual({ kind: 'notDigits' });
    expect(parseAmountInput('3.')).toEqual({ kind: 'fraction' });
    expect(parseAmountInput('.')).toEqual({ kind: 'notDigits' });
    expect(parseAmountInput(-0.5)).toEqual({ kind: 'notDigits' });
    expect(parseAmountInput(null)).toEqual({ kind: 'notDigits' });
  });
  it('reads settings', () => {
    expect(positiveIntegerOr(5, 1)).toBe(5);
    expect(positiveIntegerOr(-5, 1)).toBe(1);
    expect(positiveIntegerOr('5', 1)).toBe(1);
  });
});

describe('wholeWonAmount (money is integers in won end to end)', () => {
  it('gives the integer or null, never a float', () => {
    expect(wholeWonAmount('1,234,000')).toBe(1_234_000);
    expect(wholeWonAmount(' 50000 ')).toBe(50_000);
    expect(wholeWonAmount('10000.5')).toBeNull();
    expect(wholeWonAmount('-10000')).toBeNull();
    expect(wholeWonAmount('１０００')).toBeNull();
    expect(wholeWonAmount('9007199254740992')).toBeNull();
    expect(wholeWonAmount(12.5)).toBeNull();
  });
});
