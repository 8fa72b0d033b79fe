import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNames } from './labels';
import { dayName, formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['01612345678', '016-1234-5678'],
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['0311234567', '031-123-4567'],
    ['05112345678', '051-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['15881234', '1588-1234'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
  ])('%s → %s', (digits, formatted) => {
    expect(formatPhone(digits)).toBe(formatted);
  });

  it.each(['', 'abc', '010-abcd-5678', '0101234', '010123456789', '12345678901', '0912345678', '+821012345678'])(
    'gives garbage %j back unchanged',
    (garbage) => {
      expect(formatPhone(garbage)).toBe(garbage);
    },
  );

  it('gives "" for a non-string', () => {
    expect(formatPhone(undefined as unknown as string)).toBe('');
  });

  it('never throws; a result differing from the input holds the same digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^0\d{8,10}$/)), (input) => {
        const out = formatPhone(input);
        if (out !== input) expect(out.replace(/-/g, '')).toBe(input.replace(/[\s-]/g, ''));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('dayName (Asia/Seoul)', () => {
  it('names the days 일 to 토', () => {
    expect(dayNames).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    // 2026-11-22 is a Sunday in Seoul.
    const names = [0, 1, 2, 3, 4, 5, 6].map((d) => dayName(new Date(Date.UTC(2026, 10, 22 + d, 3))));
    expect(names).toEqual(['일', '월', '화', '수', '목', '금', '토']);
  });

  it('uses the Korean day, not UTC: Saturday 15:00 UTC is Sunday in Seoul', () => {
    expect(dayName('2026-11-21T15:00:00Z')).toBe('일');
    expect(dayName('2026-11-21T14:59:59Z')).toBe('토');
  });

  it('gives "" for an invalid time', () => {
    expect(dayName('nope')).toBe('');
    expect(dayName(null as unknown as Date)).toBe('');
  });
});
