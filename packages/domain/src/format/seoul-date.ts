// The calendar date and weekday in Korean time. `../time` keeps its parts helper private, so this
// folder reads the Seoul calendar through its own Intl formatter (never by adding hours by hand).
import { SITE_TIME_ZONE } from '../time';

/** A calendar date (month 1-12) with its weekday (0 = Sunday … 6 = Saturday). */
export interface CalendarDate {
  /** Full year, e.g. 2026. */
  readonly year: number;
  /** Month, 1-12. */
  readonly month: number;
  /** Day of the month, 1-31. */
  readonly day: number;
  /** Weekday, 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
}

// en-US with numeric parts: digits and English weekday names that do not depend on the ICU locale data.
const seoulCalendar = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The instant as a Date, or undefined when it is not a valid time. */
export function toInstant(instant: unknown): Date | undefined {
  if (!(instant instanceof Date) && typeof instant !== 'number' && typeof instant !== 'string') return undefined;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The Korean calendar date of an instant, or undefined for an invalid time. */
export function seoulCalendarDate(instant: unknown): CalendarDate | undefined {
  const date = toInstant(instant);
  if (date === undefined) return undefined;
  const parts = Object.fromEntries(seoulCalendar.formatToParts(date).map(({ type, value }) => [type, value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays.indexOf(String(parts.weekday)),
  };
}

/** A calendar date as YYYY-MM-DD. */
export function formatIsoDate({ year, month, day }: Pick<CalendarDate, 'year' | 'month' | 'day'>): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The calendar date `days` days before a date. Pure calendar arithmetic: a date has no time zone,
 * so stepping it through a UTC Date is exact (no daylight-saving or offset question arises).
 */
export function calendarDaysBefore(date: Pick<CalendarDate, 'year' | 'month' | 'day'>, days: number): CalendarDate {
  const stepped = new Date(Date.UTC(date.year, date.month - 1, date.day - days));
  return {
    year: stepped.getUTCFullYear(),
    month: stepped.getUTCMonth() + 1,
    day: stepped.getUTCDate(),
    weekday: stepped.getUTCDay(),
  };
}
