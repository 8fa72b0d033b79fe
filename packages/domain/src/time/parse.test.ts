import { describe, expect, it } from 'vitest';
import { parseSeoulStamp, parseServerTime, toInstant } from './parse';

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

describe('parseServerTime', () => {
  it('reads server dates without an offset as Korean time (+09:00)', () => {
    // 21:00 in Seoul is 12:00 UTC; a UTC reading would put the start 9 hours later.
    expect(parseServerTime('2026-11-22 21:00:00')).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(parseServerTime('2026-11-22T21:00')).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(parseServerTime('2026-11-22')).toBe(Date.parse('2026-11-21T15:00:00Z'));
    expect(parseServerTime('2026-11-22T12:00:00.5Z')).toBe(Date.parse('2026-11-22T12:00:00.500Z'));
    expect(parseServerTime('2026-11-22T12:00:00.123456z')).toBe(Date.parse('2026-11-22T12:00:00.123Z'));
    expect(parseServerTime('2026-11-22T21:00:00+0900')).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(parseServerTime('2026-11-22T21:00:00+09')).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(parseServerTime('2026-11-22T07:00:00-05:00')).toBe(Date.parse('2026-11-22T12:00:00Z'));
    expect(parseServerTime(1_700_000_000_000)).toBe(1_700_000_000_000);
  });

  it('refuses dates that are not real or not server dates', () => {
    for (const value of ['2026-02-31 10:00:00', '2026-13-01', '2026-11-22 24:00:00', '2026-11-22 23:60:00', '2026-11-22 23:59:60', '22/11/2026', 'soon', '', null, undefined, {}, Number.NaN, new Date('x')]) {
      expect(parseServerTime(value)).toBeUndefined();
    }
  });
});
