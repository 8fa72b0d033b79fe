// Korean time as members read it, from the wall clock Intl's zone data gives (see zone.ts).
import { seoulWallClock } from './zone';

const koreanWeekdays = ['일', '월', '화', '수', '목', '금', '토'];

type Part = 'year' | 'month' | 'day' | 'weekday' | 'hour' | 'minute' | 'second';

const twoDigits = (value: number) => String(value).padStart(2, '0');

function partsInSeoul(instant: Date | number | string): Record<Part, string> {
  const wall = seoulWallClock(new Date(instant).getTime());
  return {
    year: String(wall.year),
    month: twoDigits(wall.month),
    day: twoDigits(wall.day),
    weekday: koreanWeekdays[wall.weekday] ?? '',
    hour: twoDigits(wall.hour),
    minute: twoDigits(wall.minute),
    second: twoDigits(wall.second),
  };
}

/** Year-month-day hour:minute:second in Korean time ("2026-11-22 21:05:09"), the session stamp's format. */
export function formatSeoulDateTime(instant: Date | number | string): string {
  const p = partsInSeoul(instant);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The spec's fixture date, MM.DD (day) HH:mm in Korean time ("11.22 (일) 21:05"). */
export function formatFixtureTime(instant: Date | number | string): string {
  const p = partsInSeoul(instant);
  return `${p.month}.${p.day} (${p.weekday}) ${p.hour}:${p.minute}`;
}
