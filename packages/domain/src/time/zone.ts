// Korean time through Intl: the site's zone offset is read from the platform's time-zone data, never written by hand.

import { onFirstUse } from '../first-use';

/** The site's time zone: every time a member sees is Korean time (GMT+9). */
export const SITE_TIME_ZONE = 'Asia/Seoul';

/** A wall-clock reading in Korean time (month 1-12, weekday 0 = Sunday … 6 = Saturday). */
export interface SeoulWallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: number;
}

// en-US with numeric parts: digits that do not depend on the ICU locale data.
const seoulNumericParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

type WallClockPart = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const DAY_MS = 86_400_000;

/** How far Korean time is ahead of UTC at an instant, straight from Intl (~0.1 ms a call, so read once per day of time). */
function intlOffsetMs(epochMs: number): number {
  const wall = Object.fromEntries(seoulNumericParts().formatToParts(epochMs).map(({ type, value }) => [type, Number(value)])) as Record<WallClockPart, number>;
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(epochMs / 1_000) * 1_000;
}

// Intl's offset at each UTC midnight read so far.
const offsetAtMidnight = new Map<number, number>();

function midnightOffsetMs(day: number): number {
  let offset = offsetAtMidnight.get(day);
  if (offset === undefined) {
    if (offsetAtMidnight.size > 10_000) offsetAtMidnight.clear();
    offsetAtMidnight.set(day, (offset = intlOffsetMs(day * DAY_MS)));
  }
  return offset;
}

/**
 * How far Korean time is ahead of UTC at an instant, as Intl's zone data says. A day whose two midnights agree has
 * one offset throughout (Seoul's offset never changed twice in a day), so a month of stamps costs ~30 Intl reads;
 * the day of a change (summer time, the +8:30 years) is read per instant.
 */
function seoulOffsetMs(epochMs: number): number {
  const day = Math.floor(epochMs / DAY_MS);
  const offset = midnightOffsetMs(day);
  return midnightOffsetMs(day + 1) === offset ? offset : intlOffsetMs(epochMs);
}

/** The Korean wall clock at an instant (epoch milliseconds): Intl's offset for that day, applied through a UTC Date. */
export function seoulWallClock(epochMs: number): SeoulWallClock {
  const wall = new Date(epochMs + seoulOffsetMs(epochMs));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/** Epoch milliseconds of a Korean wall-clock time (month 1-12). */
export function seoulWallClockToEpoch(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  // The offset is looked up at the first guess and again at the corrected instant, which settles it
  // even next to a change of offset (Seoul's summer time of 1987-88).
  const firstGuess = asIfUtc - seoulOffsetMs(asIfUtc);
  return asIfUtc - seoulOffsetMs(firstGuess);
}
