// The attendance check (/attendance). Not in spec: the spec names the route and the feature only; the month's
// calendar, the one check a day and the texts are ours.
import { toInstant } from '../time';
import { calendarDaysBefore, formatIsoDate, seoulCalendarDate, type CalendarDate } from '../time/calendar';

/** The attendance texts. */
export const attendanceMessages = {
  checked: '출석체크가 완료되었습니다.',
  already: '오늘은 이미 출석하셨습니다.',
  failedDefault: '출석체크에 실패했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** One day of the month's calendar. */
export interface AttendanceDay {
  /** YYYY-MM-DD. */
  date: string;
  day: number;
  checked: boolean;
  today: boolean;
  /** After today: cannot be checked yet. */
  future: boolean;
}

/** The month of `now` in Korean time, as the attendance page shows it. */
export interface AttendanceMonth {
  year: number;
  month: number;
  /** Weeks from Sunday; days outside the month are null. */
  weeks: (AttendanceDay | null)[][];
  /** Days checked this month. */
  checkedCount: number;
  checkedToday: boolean;
  /** Consecutive days checked up to today (or up to yesterday while today is open). */
  streak: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The well-formed YYYY-MM-DD dates of a server list; junk is dropped. */
export function attendanceDates(list: unknown): Set<string> {
  if (!Array.isArray(list)) return new Set();
  return new Set(list.filter((date): date is string => typeof date === 'string' && ISO_DATE.test(date)));
}

/** The month of `now` (Korean time) with the checked days of `checked` (GET /attendance/{memberId}'s dates). */
export function attendanceMonth(checked: unknown, now: unknown): AttendanceMonth | undefined {
  const at = toInstant(now);
  const today = at === undefined ? undefined : seoulCalendarDate(at);
  if (today === undefined) return undefined;
  const dates = attendanceDates(checked);
  const todayText = formatIsoDate(today);
  const firstWeekday = new Date(Date.UTC(today.year, today.month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(today.year, today.month, 0)).getUTCDate();
  const cells: (AttendanceDay | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= length; day += 1) {
    const date = formatIsoDate({ year: today.year, month: today.month, day });
    cells.push({ date, day, checked: dates.has(date), today: date === todayText, future: day > today.day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const checkedToday = dates.has(todayText);
  let streak = 0;
  let cursor: Pick<CalendarDate, 'year' | 'month' | 'day'> = checkedToday ? today : calendarDaysBefore(today, 1);
  while (dates.has(formatIsoDate(cursor))) {
    streak += 1;
    cursor = calendarDaysBefore(cursor, 1);
  }
  const monthPrefix = todayText.slice(0, 8);
  const checkedCount = [...dates].filter((date) => date.startsWith(monthPrefix) && date <= todayText).length;
  return { year: today.year, month: today.month, weeks, checkedCount, checkedToday, streak };
}
