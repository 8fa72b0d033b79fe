// The amount field's text as the member types or pastes it (betting-core.md section 5, "Amount field":
// shown with thousands separators). Not in spec: the field takes digits only, and no more digits than
// the max bet has, so it never holds a sign, a letter, an exponent or a figure no member could bet.
import { DEFAULT_MAX_BET } from '../constants';
import { formatWon } from '../money';
import { readBetLimits } from '../limits';
import { toNonNegativeWon } from './read';

/** Full-width digits (U+FF10–U+FF19), as Korean keyboards and pasted text may bring them. */
const FULL_WIDTH_DIGITS = /[\uFF10-\uFF19]/g;
/** An edit may bring digits (ASCII or full-width), separators (comma, full-width comma, any space) and won marks. */
const ACCEPTED = /^[\d\uFF10-\uFF19,\uFF0C\s₩\uFFE6원]*$/;
/** Above 15 digits a number of won is no longer exact in a double. */
const MAX_SAFE_DIGITS = 15;

/**
 * How many digits the amount field takes: as many as the max bet has (2,000,000 → 7), so an amount
 * above the max bet can still be typed and get check 5's message, but never one with more digits than
 * any stake the site takes. Junk uses the default max bet; always 1 to 15.
 */
export function amountDigitLimit(maxBet: unknown): number {
  const digits = String(toNonNegativeWon(readBetLimits({ maxBet }).maxBet)).length;
  return Math.min(digits, MAX_SAFE_DIGITS);
}

/** The ASCII digits of a text, full-width ones converted, without leading zeros ('0' stays). */
function digitsOf(text: string): string {
  const ascii = text.replace(FULL_WIDTH_DIGITS, (digit) => String(digit.charCodeAt(0) - 0xff10));
  return ascii.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/**
 * The amount field's text after an edit: the digits regrouped with separators ('1234567' → '1,234,567',
 * '１２，０００' → '12,000'). An edit that brings anything else (a letter, a sign, a decimal point, an
 * exponent: 'abc', '-5000', '1e6', '오천원') or more digits than `maxDigits` is refused: the field keeps
 * `previous`, as a key refused by the keyboard. Blank is ''. Never throws.
 */
export function editAmountText(previous: string, typed: string, maxDigits: number = amountDigitLimit(DEFAULT_MAX_BET)): string {
  const before = typeof previous === 'string' ? previous : '';
  if (typeof typed !== 'string' || !ACCEPTED.test(typed)) return before;
  const digits = digitsOf(typed);
  const cap = Number.isInteger(maxDigits) && maxDigits >= 1 ? Math.min(maxDigits, MAX_SAFE_DIGITS) : MAX_SAFE_DIGITS;
  // Over the cap only an edit that removes digits passes (a text set longer by its caller can shrink), cut to the cap.
  if (digits.length > cap && digits.length >= digitsOf(before).length) return before;
  return digits === '' ? '' : formatWon(Number(digits.slice(0, cap)), 'none');
}

/**
 * Typed or pasted text as the amount field holds it: '1234567' → '1,234,567', '１２，０００' → '12,000'.
 * Text that is not digits ('-500', '12.5', letters) or has more than `maxDigits` digits gives '' (the
 * field refuses such an edit and keeps its text). See `editAmountText`.
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
