export { SITE_TIME_ZONE, seoulWallClock, seoulWallClockToEpoch } from './zone';
export type { SeoulWallClock } from './zone';
export { parseSeoulStamp, parseServerTime, toInstant } from './parse';
export type { Instant } from './parse';
export { formatFixtureTime, formatSeoulDateTime } from './format';
export { calendarDaysBefore, formatIsoDate, seoulCalendarDate } from './calendar';
export type { CalendarDate } from './calendar';
