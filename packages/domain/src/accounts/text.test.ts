import { describe, expect, it } from 'vitest';
import { asText, charCount, isBlank } from './text';

describe('account text readers', () => {
  it('reads strings and finite numbers, junk as empty', () => {
    expect(asText('ab')).toBe('ab');
    expect(asText(12)).toBe('12');
    expect(asText(Number.NaN)).toBe('');
    expect(asText(null)).toBe('');
    expect(asText({})).toBe('');
  });
  it('treats whitespace-only text as blank', () => {
    expect(isBlank('  \t')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
  it('counts an emoji as one character', () => {
    expect(charCount('가😀')).toBe(2);
  });
});
