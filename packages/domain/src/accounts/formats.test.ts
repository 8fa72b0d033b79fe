import { describe, expect, it } from 'vitest';
import { formatGmt9Clock, formatHistoryTime, formatNoticeDate } from './formats';

// 2026-03-31 15:30:05 UTC is 2026-04-01 00:30:05 in Seoul.
const instant = Date.UTC(2026, 2, 31, 15, 30, 5);

describe('member date texts in Asia/Seoul', () => {
  it('spec 9: "Notice dialog ... date format YY.MM.DD"', () => {
    expect(formatNoticeDate(instant)).toBe('26.04.01');
    expect(formatNoticeDate('2026-11-22T12:00:00Z')).toBe('26.11.22');
  });
  it('point/comp history "MM-DD HH:mm"', () => {
    expect(formatHistoryTime(new Date(instant))).toBe('04-01 00:30');
  });
  it('spec 2: "clock in GMT+9"', () => {
    expect(formatGmt9Clock(instant)).toBe('2026-04-01 00:30:05 (GMT+9)');
  });
  it('an invalid instant gives empty text, never an exception', () => {
    expect(formatNoticeDate('junk')).toBe('');
    expect(formatHistoryTime(Number.NaN)).toBe('');
    expect(formatGmt9Clock('')).toBe('');
  });
});
