// Korean phone numbers and weekday names (betting-core.md section 9: "Phone formatting and day
// names exist as helpers").
import { dayNames } from './labels';
import { seoulCalendarDate } from '../time';

// Not in spec: the groupings below are the Korean numbering plan's (mobile 01x, Seoul 02, other
// areas 0xx, internet 070, nationwide 15xx/16xx/18xx).
const patterns: readonly (readonly [RegExp, string])[] = [
  [/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3'],
  [/^(01[016789])(\d{3,4})(\d{4})$/, '$1-$2-$3'],
  [/^(0[3-6][1-5]|070|050\d?)(\d{3,4})(\d{4})$/, '$1-$2-$3'],
  [/^(1[568]\d{2})(\d{4})$/, '$1-$2'],
];

/**
 * A Korean phone number with hyphens ('01012345678' → '010-1234-5678', '0111234567' →
 * '011-123-4567', '0212345678' → '02-1234-5678'). Existing spaces and hyphens are ignored. Anything
 * that is not a Korean number (letters, wrong length, unknown prefix) comes back exactly as given.
 */
export function formatPhone(digits: string): string {
  if (typeof digits !== 'string') return '';
  if (!/^[\d\s-]+$/.test(digits)) return digits;
  const bare = digits.replace(/[\s-]/g, '');
  for (const [pattern, format] of patterns) {
    if (pattern.test(bare)) return bare.replace(pattern, format);
  }
  return digits;
}

/** The Korean weekday name of an instant in Seoul ('일' … '토'), or '' for an invalid time. */
export function dayName(date: Date | number | string): string {
  const calendar = seoulCalendarDate(date);
  // The weekday is 0-6 by construction (seoulCalendarDate), so the index always hits.
  return calendar === undefined ? '' : (dayNames[calendar.weekday] as string);
}
