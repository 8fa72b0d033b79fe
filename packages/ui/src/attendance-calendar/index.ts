export { AttendanceCalendar } from './AttendanceCalendar';
export type { AttendanceCalendarProps } from './AttendanceCalendar';
export { attendanceCalendarLabels } from './labels';
export type { AttendanceCalendarLabels } from './labels';
