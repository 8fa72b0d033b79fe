// Not in spec: the spec names /attendance only; the calendar's words are ours.
import type { Labels } from '../labels';

/** Korean labels of AttendanceCalendar. */
export const attendanceCalendarLabels = {
  month: (year: number, month: number) => `${year}년 ${month}월 출석부`,
  weekdays: ['일', '월', '화', '수', '목', '금', '토'],
  weekdayNames: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
  summary: (checked: number, streak: number) => `이번 달 ${checked}일 출석 · 연속 ${streak}일`,
  checkedMark: '출석',
  /** A day cell's accessible text. */
  day: (day: number, checked: boolean, today: boolean) => `${day}일${today ? ' (오늘)' : ''}${checked ? ' 출석' : ''}`,
  check: '출석체크',
  checkedToday: '오늘 출석 완료',
} as const;

/** Overrides of AttendanceCalendar's labels. */
export type AttendanceCalendarLabels = Labels<typeof attendanceCalendarLabels>;
