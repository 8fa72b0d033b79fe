import { describe, expect, it } from 'vitest';
import { attendanceDates, attendanceMessages, attendanceMonth } from './attendance';

// 2026-11-25 10:00 in Seoul (a Wednesday); November 2026 starts on a Sunday and has 30 days.
const NOW = Date.parse('2026-11-25T01:00:00Z');

describe('attendanceMonth', () => {
  it('lays the Korean month out in weeks from Sunday, marking today, the checked days and the days to come', () => {
    const month = attendanceMonth(['2026-11-23', '2026-11-24', '2026-11-20', '2026-10-31'], NOW)!;
    expect([month.year, month.month]).toEqual([2026, 11]);
    expect(month.weeks).toHaveLength(5);
    expect(month.weeks[0]![0]).toMatchObject({ date: '2026-11-01', day: 1 });
    expect(month.weeks[4]!.map((day) => day?.day ?? null)).toEqual([29, 30, null, null, null, null, null]);
    const days = month.weeks.flat().filter((day) => day !== null);
    expect(days.filter((day) => day.checked).map((day) => day.day)).toEqual([20, 23, 24]);
    expect(days.find((day) => day.today)?.day).toBe(25);
    expect(days.filter((day) => day.future).map((day) => day.day)).toEqual([26, 27, 28, 29, 30]);
    expect(month.checkedCount).toBe(3);
  });

  it('counts the streak up to yesterday while today is open, and through today once checked', () => {
    expect(attendanceMonth(['2026-11-23', '2026-11-24'], NOW)).toMatchObject({ checkedToday: false, streak: 2 });
    expect(attendanceMonth(['2026-11-23', '2026-11-24', '2026-11-25'], NOW)).toMatchObject({ checkedToday: true, streak: 3 });
    expect(attendanceMonth(['2026-11-22'], NOW)).toMatchObject({ streak: 0 });
  });

  it('a month starting midweek gets its leading blanks; the streak crosses the month boundary', () => {
    // 2026-12-02 in Seoul: December 2026 starts on a Tuesday.
    const month = attendanceMonth(['2026-11-30', '2026-12-01'], Date.parse('2026-12-02T03:00:00Z'))!;
    expect(month.weeks[0]!.slice(0, 3).map((day) => day?.day ?? null)).toEqual([null, null, 1]);
    expect(month).toMatchObject({ streak: 2, checkedCount: 1 });
  });

  it('junk dates are dropped and a junk clock gives no month', () => {
    expect([...attendanceDates(['2026-11-01', 'yesterday', 3, null])]).toEqual(['2026-11-01']);
    expect(attendanceDates('2026-11-01').size).toBe(0);
    expect(attendanceMonth([], 'junk')).toBeUndefined();
  });

  it('says what happened in Korean', () => {
    expect(attendanceMessages.checked).toBe('출석체크가 완료되었습니다.');
    expect(attendanceMessages.already).toBe('오늘은 이미 출석하셨습니다.');
  });
});
