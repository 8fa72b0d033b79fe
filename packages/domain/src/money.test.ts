import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWon, toWholeWon } from './money';

describe('formatWon (spec: currency prefix ₩ with comma separators)', () => {
  it('prefixes the won sign and groups thousands', () => {
    expect(formatWon(5000)).toBe('₩5,000');
    expect(formatWon(2000000)).toBe('₩2,000,000');
  });
  it('suffixes the sign for the amount field and can drop it', () => {
    expect(formatWon(1000000, 'suffix')).toBe('1,000,000₩');
    expect(formatWon(50000, 'none')).toBe('50,000');
  });
  it('shows zero and cuts fractions instead of rounding up', () => {
    expect(formatWon(0)).toBe('₩0');
    expect(formatWon(999.9)).toBe('₩999');
  });
});

describe('toWholeWon', () => {
  it('always yields an integer', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (amount) => {
        expect(Number.isInteger(toWholeWon(amount))).toBe(true);
      }),
    );
  });
});
