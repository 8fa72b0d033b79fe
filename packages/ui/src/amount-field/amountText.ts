// The amount field's text while the member types: digits are grouped with separators as they come.
// Should move to @betkit/domain beside formatAmountField (which formats a number, not typed text).
import { formatWon, parseAmountInput } from '@betkit/domain';

/** Text that is only digits and separators (and a won sign), i.e. safe to regroup while typing. */
const GROUPABLE = /^[\d,\s]+(?:₩|원)?$/;

/**
 * The field text after an edit: '1234567' → '1,234,567'. Text that is not a whole number of won
 * ('-500', '12.5', letters) stays as typed, so the field can say what is wrong with it.
 */
export function formatAmountText(text: string): string {
  if (!GROUPABLE.test(text)) return text;
  const parsed = parseAmountInput(text);
  if (parsed.kind !== 'number' || !Number.isSafeInteger(parsed.value)) return text;
  return formatWon(parsed.value, 'none');
}

/** Counts the digits before a position, to keep the caret beside the same digit after regrouping. */
export function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

/** The position just after the n-th digit of the text (0 → start). */
export function positionAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}
