// Where time is parsed: every instant the server, the router or a caller hands over is read here.
import { isRecord, toFiniteNumber } from '../read';
import { seoulWallClockToEpoch } from './zone';

/** An instant as a rule takes it: a Date, epoch milliseconds, or a server date string. */
export type Instant = Date | number | string;

// The server's dates: '2026-11-22 21:05:09', '2026-11-22T21:05:09.000Z', '2026-11-22T21:05:09+09:00'.
const SERVER_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
// The session stamp's and the mini-game's exact form.
const SEOUL_STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** ECMAScript's Date range: beyond it no stamp can be formatted. */
const MAX_DATE_MS = 8.64e15;

/** A "+09", "+0900" or "+09:00" offset in ISO form; "Z" stays. */
function isoOffset(offset: string): string {
  if (offset.toUpperCase() === 'Z') return 'Z';
  const digits = offset.slice(1).replace(':', '');
  return `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

/** True when the calendar fields name a real date and time (Date.parse rolls 02-31 over to March). */
function isRealDateTime(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour <= 23 && minute <= 59 && second <= 59;
}

/**
 * Epoch milliseconds of a server date, or undefined when it is not one. Server strings without an
 * offset are Korean time (the site's server and its members are in Asia/Seoul). Other string formats
 * are refused rather than guessed in the local time zone.
 */
export function parseServerTime(value: unknown): number | undefined {
  if (value instanceof Date || typeof value === 'number') {
    const ms = value instanceof Date ? value.getTime() : value;
    return Number.isFinite(ms) ? ms : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const match = SERVER_TIME.exec(value.trim());
  if (match === null) return undefined;
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00', fraction = '', offset] = match;
  const fields = [Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second)] as const;
  if (!isRealDateTime(...fields)) return undefined;
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (offset === undefined) return seoulWallClockToEpoch(...fields, millis);
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}.${String(millis).padStart(3, '0')}${isoOffset(offset)}`);
}

/** Epoch ms of exactly a 'YYYY-MM-DD HH:mm:ss' Korean-time stamp; impossible dates and anything else are undefined. */
export function parseSeoulStamp(stamp: unknown): number | undefined {
  if (typeof stamp !== 'string' || !SEOUL_STAMP.test(stamp.trim())) return undefined;
  return parseServerTime(stamp);
}

/**
 * Epoch ms from anything a caller may hold: a Date, a number or numeric string (epoch ms, within
 * Date's range), a server date, or other date text with its own zone; junk is undefined.
 */
export function toInstant(value: unknown): number | undefined {
  // An invalid Date's time is NaN.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (isRecord(value)) return undefined;
  const numeric = toFiniteNumber(value);
  if (numeric !== undefined) return Math.abs(numeric) <= MAX_DATE_MS ? numeric : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const server = parseServerTime(value);
  if (server !== undefined) return server;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
