// The amount field's text while the member types: digits are grouped with separators as they come.
// Should move to @betkit/domain beside editAmountText (which this now only wraps).
import { editAmountText } from '@betkit/domain';

/**
 * Typed or pasted text as the amount field holds it: '1234567' → '1,234,567', '１２，０００' → '12,000'.
 * Text that is not digits ('-500', '12.5', letters) or has more than `maxDigits` digits gives '' (the
 * field refuses such an edit and keeps its text). See domain `editAmountText`.
 */
export function formatAmountText(text: string, maxDigits?: number): string {
  return editAmountText('', text, maxDigits);
}

/** ASCII and full-width digits: the ones an edit keeps. */
const DIGIT = /[0-9\uFF10-\uFF19]/;
const NOT_DIGITS = /[^0-9\uFF10-\uFF19]/g;

/** Counts the digits before a position, to keep the caret beside the same digit after regrouping. */
export function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(NOT_DIGITS, '').length;
}

/** The position just after the n-th digit of the text (0 → start). */
export function positionAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (DIGIT.test(text.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}
