import { describe, expect, it } from 'vitest';
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
