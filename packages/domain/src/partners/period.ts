// Settlement periods: whole Korean calendar days, whatever the device's time zone (issue 36).
import type { DateRange } from '../format/date-range';
import { formatIsoDate, seoulCalendarDate } from '../time/calendar';
import { toInstant } from '../time/parse';

/** A settlement period: Korean calendar dates, both ends inclusive (YYYY-MM-DD). */
export type SettlementPeriod = DateRange;

/** A period as instants: [start, end) in epoch milliseconds. */
export interface PeriodInterval {
  /** `from` at 00:00 Korean time. */
  readonly startMs: number;
  /** The day after `to` at 00:00 Korean time (excluded). */
  readonly endMs: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [number, number, number] | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is not a date: the UTC calendar would roll it over to March.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return [year, month, day];
}

/** A calendar date `offset` days on, as YYYY-MM-DD (dates have no zone, so UTC arithmetic is exact). */
function isoDay([year, month, day]: [number, number, number], offset: number): string {
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/**
 * The instants of a period: [from 00:00 KST, to + 1 day 00:00 KST). Undefined when a date is
 * malformed or `to` is before `from`. Not in spec: the spec names the presets, not the bounds.
 */
export function periodInterval(period: SettlementPeriod): PeriodInterval | undefined {
  const from = dateParts(period.from);
  const to = dateParts(period.to);
  if (!from || !to) return undefined;
  // A server time names a Korean wall clock, so midnight of `from` and of the day after `to` are read as such.
  const startMs = toInstant(`${period.from} 00:00:00`);
  const endMs = toInstant(`${isoDay(to, 1)} 00:00:00`);
  return startMs !== undefined && endMs !== undefined && endMs > startMs ? { startMs, endMs } : undefined;
}

/** Whether an instant (epoch ms, Date or a server time in Korean time) falls inside a period. */
export function isInPeriod(instant: unknown, period: SettlementPeriod | PeriodInterval): boolean {
  const at = toInstant(instant);
  const interval = 'startMs' in period ? period : periodInterval(period);
  return at !== undefined && interval !== undefined && at >= interval.startMs && at < interval.endMs;
}

/** The period's days, oldest first (YYYY-MM-DD), for by-day tables; empty for an invalid period. */
export function periodDays(period: SettlementPeriod): string[] {
  const from = dateParts(period.from);
  if (!from || !periodInterval(period)) return [];
  const days: string[] = [];
  for (let offset = 0; ; offset += 1) {
    const day = isoDay(from, offset);
    days.push(day);
    if (day === period.to) return days;
  }
}

/**
 * The printable interval a page shows: "2026-11-21 00:00 ~ 2026-11-28 24:00 (한국 시간)".
 * Not in spec: the end is written as 24:00 of the last day so the label names the dates chosen.
 */
export function settlementPeriodLabel(period: SettlementPeriod): string {
  if (!periodInterval(period)) return '';
  return `${period.from} 00:00 ~ ${period.to} 24:00 (한국 시간)`;
}

/** Why a chosen period cannot be applied: a date left empty or malformed, the end before the start, or a day after today. */
export type PeriodProblem = 'missing' | 'reversed' | 'future';

/**
 * The first problem of a period a person typed, or undefined when it can be applied. `now` gives today in Seoul.
 * Not in spec: a period may not end after today (there are no figures yet), and a malformed date reads as missing.
 */
export function periodProblem(period: SettlementPeriod, now: Date | number | string): PeriodProblem | undefined {
  if (!dateParts(period.from) || !dateParts(period.to)) return 'missing';
  if (!periodInterval(period)) return 'reversed';
  const today = seoulCalendarDate(now);
  // ISO dates compare as text in calendar order.
  return today && period.to > formatIsoDate(today) ? 'future' : undefined;
}
