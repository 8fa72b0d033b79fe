// Instants as the shell's callers hand them over: Date, epoch milliseconds, ISO text or a Korean-time stamp.
import { isRecord, toFiniteNumber } from '../read';

const STAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const SEOUL_OFFSET_HOURS = 9;
/** ECMAScript's Date range: beyond it no stamp can be formatted. */
const MAX_DATE_MS = 8.64e15;

function inDateRange(ms: number): number | undefined {
  return Math.abs(ms) <= MAX_DATE_MS ? ms : undefined;
}

/** Epoch ms of a 'YYYY-MM-DD HH:mm:ss' Korean-time stamp; impossible dates and junk are undefined. */
export function parseSeoulStamp(stamp: unknown): number | undefined {
  if (typeof stamp !== 'string') return undefined;
  const match = STAMP.exec(stamp.trim());
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h - SEOUL_OFFSET_HOURS, mi, s);
  // Date.UTC rolls over (month 13, 25:00); a real stamp survives the round trip unchanged.
  const back = new Date(ms + SEOUL_OFFSET_HOURS * 3_600_000);
  const same =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s;
  return same ? ms : undefined;
}

/** Epoch ms from a Date, a number, a numeric string, a Korean-time stamp or ISO text; junk is undefined. */
export function toInstant(value: unknown): number | undefined {
  // An invalid Date's time is NaN, which the range check rejects.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (isRecord(value)) return undefined;
  const numeric = toFiniteNumber(value);
  if (numeric !== undefined) return inDateRange(numeric);
  const stamp = parseSeoulStamp(value);
  if (stamp !== undefined) return stamp;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
