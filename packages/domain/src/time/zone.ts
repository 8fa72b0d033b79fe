// Korean time through Intl: the site's zone is read from the platform's time-zone data, never by adding hours by hand.

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

// en-US with numeric parts: digits and English weekday names that do not depend on the ICU locale data.
const seoulNumericParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The Korean wall clock at an instant (epoch milliseconds). */
export function seoulWallClock(epochMs: number): SeoulWallClock {
  const parts = Object.fromEntries(seoulNumericParts().formatToParts(epochMs).map(({ type, value }) => [type, value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(String(parts.weekday)),
  };
}

const HOUR_MS = 3_600_000;
// Offsets only change on hour boundaries, so one Intl lookup per hour serves every row of a long list.
const offsetByHour = new Map<number, number>();

/** How far Korean time is ahead of UTC at an instant, as Intl's zone data says. */
function seoulOffsetMs(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const wall = seoulWallClock(hour * HOUR_MS);
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - hour * HOUR_MS;
  if (offsetByHour.size > 10_000) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
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
