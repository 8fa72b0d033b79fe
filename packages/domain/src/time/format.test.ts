import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFixtureTime, formatSeoulDateTime } from './format';

describe('Korean time (Asia/Seoul, GMT+9) whatever the machine zone', () => {
  const instant = new Date('2026-11-22T12:05:09Z');

  it('stamps year-month-day hour:minute:second', () => {
    expect(formatSeoulDateTime(instant)).toBe('2026-11-22 21:05:09');
  });

  it('crosses midnight into the Korean date', () => {
    expect(formatSeoulDateTime('2026-12-31T15:00:00Z')).toBe('2027-01-01 00:00:00');
  });

  it('formats fixtures as MM.DD (day) HH:mm', () => {
    expect(formatFixtureTime(instant)).toBe('11.22 (일) 21:05');
  });
});

describe('Korean time matches Intl’s Asia/Seoul reading at any instant', () => {
  const intl = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const intlStamp = (epochMs: number) => {
    const p = Object.fromEntries(intl.formatToParts(epochMs).map(({ type, value }) => [type, value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} (${p.weekday})`;
  };
  const ourStamp = (epochMs: number) => `${formatSeoulDateTime(epochMs)} (${formatFixtureTime(epochMs).slice(7, 8)})`;

  it('for any instant from 1950 to 2100 (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2100, 0, 1) }), (epochMs) => {
        expect(ourStamp(epochMs)).toBe(intlStamp(epochMs));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['the half-hour change of 1961 (+8:30 → +9), before', '1961-08-09T15:29:59Z', '1961-08-09 23:59:59'],
    ['the half-hour change of 1961 (+8:30 → +9), after', '1961-08-09T15:30:00Z', '1961-08-10 00:30:00'],
    ['the summer time of 1987, before', '1987-05-09T16:59:59Z', '1987-05-10 01:59:59'],
    ['the summer time of 1987, after', '1987-05-09T17:00:00Z', '1987-05-10 03:00:00'],
    ['a millisecond before midnight', '2026-11-22T14:59:59.999Z', '2026-11-22 23:59:59'],
  ])('across %s', (_, instant, stamp) => {
    expect(formatSeoulDateTime(instant)).toBe(stamp);
  });

  it('refuses an invalid instant as Intl does', () => {
    expect(() => formatSeoulDateTime('not a time')).toThrow(RangeError);
  });
});
