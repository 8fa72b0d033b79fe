// Korean time as members read it, through Intl with the site's zone.
import { onFirstUse } from '../first-use';
import { SITE_TIME_ZONE } from './zone';

const seoulParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('ko-KR', {
      timeZone: SITE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

type Part = 'year' | 'month' | 'day' | 'weekday' | 'hour' | 'minute' | 'second';

function partsInSeoul(instant: Date | number | string): Record<Part, string> {
  const parts = Object.fromEntries(
    seoulParts().formatToParts(new Date(instant)).map(({ type, value }) => [type, value]),
  ) as Partial<Record<Part, string>>;
  return {
    year: parts.year ?? '',
    month: (parts.month ?? '').padStart(2, '0'),
    day: (parts.day ?? '').padStart(2, '0'),
    weekday: parts.weekday ?? '',
    hour: (parts.hour ?? '').padStart(2, '0'),
    minute: (parts.minute ?? '').padStart(2, '0'),
    second: (parts.second ?? '').padStart(2, '0'),
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
