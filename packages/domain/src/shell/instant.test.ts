import { describe, expect, it } from 'vitest';
import { parseSeoulStamp, toInstant } from './instant';
import { firstSegment, isUnder, normalizePath } from './path';

describe('Korean-time stamps', () => {
  it('reads "YYYY-MM-DD HH:mm:ss" as Asia/Seoul (GMT+9)', () => {
    expect(parseSeoulStamp('2026-11-22 21:05:09')).toBe(Date.parse('2026-11-22T12:05:09Z'));
    expect(parseSeoulStamp(' 2027-01-01 00:00:00 ')).toBe(Date.parse('2026-12-31T15:00:00Z'));
  });

  it.each([['2026-13-01 00:00:00'], ['2026-02-30 10:00:00'], ['2026-11-22 25:00:00'], ['2026-11-22'], [''], ['  '], [42], [null], [{}]])(
    'rejects %j',
    (stamp) => {
      expect(parseSeoulStamp(stamp)).toBeUndefined();
    },
  );
});

describe('toInstant', () => {
  it('accepts Date, epoch ms, numeric text, stamps and ISO text', () => {
    expect(toInstant(new Date(5))).toBe(5);
    expect(toInstant(7)).toBe(7);
    expect(toInstant(' 8 ')).toBe(8);
    expect(toInstant('2026-11-22 21:05:09')).toBe(Date.parse('2026-11-22T12:05:09Z'));
    expect(toInstant('2026-11-22T12:05:09Z')).toBe(Date.parse('2026-11-22T12:05:09Z'));
  });

  it.each([[new Date(NaN)], [NaN], [Infinity], [1e20], [''], ['   '], ['garbage'], [{}], [[]], [null], [undefined], [true]])(
    'is undefined for %j',
    (value) => {
      expect(toInstant(value)).toBeUndefined();
    },
  );
});

describe('paths', () => {
  it('normalises pathnames', () => {
    expect(normalizePath(' /minigame//next/?x=1#a ')).toBe('/minigame/next');
    expect(normalizePath('casino')).toBe('/casino');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath(12)).toBe('/');
    expect(firstSegment('/bet365/soccer/eurocups')).toBe('bet365');
    expect(firstSegment('/')).toBe('');
    expect(isUnder('/partner', '/partner')).toBe(true);
    expect(isUnder('/partner/pt', '/partner')).toBe(true);
    expect(isUnder('/partners', '/partner')).toBe(false);
  });
});
