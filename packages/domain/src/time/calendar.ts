// The calendar date and weekday in Korean time, read through Intl (never by adding hours by hand).
import { toInstant } from './parse';
import { seoulWallClock } from './zone';

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

/** The Korean calendar date of an instant, or undefined for an invalid time. */
export function seoulCalendarDate(instant: unknown): CalendarDate | undefined {
  const epochMs = toInstant(instant);
  if (epochMs === undefined) return undefined;
  const { year, month, day, weekday } = seoulWallClock(epochMs);
  return { year, month, day, weekday };
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
