// Date range presets for history filters (betting-core.md section 9): today, 7 days, 15 days,
// 1 month (30 days), 3 months (90 days), as Korean calendar dates.
import { calendarDaysBefore, formatIsoDate, seoulCalendarDate } from '../time';

/** The presets, in the order their buttons are shown. */
export const dateRangePresets = ['today', '7days', '15days', '1month', '3months'] as const;

/** One date range preset. */
export type DateRangePreset = (typeof dateRangePresets)[number];

/** How many days back each preset reaches; the spec counts a month as 30 days and 3 months as 90. */
export const dateRangePresetDays: Readonly<Record<DateRangePreset, number>> = {
  today: 0,
  '7days': 7,
  '15days': 15,
  '1month': 30,
  '3months': 90,
};

/** A date range as Korean calendar dates, both ends inclusive (YYYY-MM-DD). */
export interface DateRange {
  /** First day, YYYY-MM-DD. */
  readonly from: string;
  /** Last day (today in Seoul), YYYY-MM-DD. */
  readonly to: string;
}

/**
 * The range of a preset ending today in Seoul: `to` is today's Korean date and `from` is that date
 * minus the preset's days ('7days' on 2026-11-22 → 2026-11-15 … 2026-11-22), as history filters
 * count "7 days ago" from today. Undefined for an unknown preset or an invalid `now`.
 */
export function dateRangePreset(preset: unknown, now: Date | number | string): DateRange | undefined {
  if (typeof preset !== 'string' || !Object.hasOwn(dateRangePresetDays, preset)) return undefined;
  const today = seoulCalendarDate(now);
  if (today === undefined) return undefined;
  const days = dateRangePresetDays[preset as DateRangePreset];
  return { from: formatIsoDate(calendarDaysBefore(today, days)), to: formatIsoDate(today) };
}
