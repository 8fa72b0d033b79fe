import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskMemberId, SHOWN_ID_CHARACTERS } from './member-id';

describe('maskMemberId (Not in spec: a recommender sees its members\' ids masked)', () => {
  it('shows the first three characters and stars the rest', () => {
    expect(maskMemberId('choiws99')).toBe('cho*****');
    expect(maskMemberId('kanghn55')).toBe('kan*****');
  });

  it('hides at least two characters of a short id, yet shows one', () => {
    expect(maskMemberId('abcd')).toBe('ab**');
    expect(maskMemberId('abc')).toBe('a**');
    expect(maskMemberId('ab')).toBe('a*');
    expect(maskMemberId('a')).toBe('a');
  });

  it('reads junk as an empty id', () => {
    expect(maskMemberId(undefined)).toBe('');
    expect(maskMemberId(12345)).toBe('');
  });

  it('keeps the length, never shows more than three characters, and masking twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (id) => {
        const masked = maskMemberId(id);
        const chars = Array.from(masked);
        expect(chars).toHaveLength(Array.from(id).length);
        expect(chars.slice(SHOWN_ID_CHARACTERS).every((c) => c === '*')).toBe(true);
        expect(maskMemberId(masked)).toBe(masked);
      }),
    );
  });
});
