// Shared parsing of a typed money amount for the deposit, withdrawal and conversion rules.

/** What a typed amount parses to: not digits, a fraction, or a whole non-negative amount. */
export type ParsedAmount =
  | { readonly kind: 'notDigits' }
  | { readonly kind: 'fraction' }
  | { readonly kind: 'whole'; readonly value: bigint };

const WHOLE = /^\d+$/;
const FRACTION = /^\d*\.\d*$/;
const GROUPED = /^\d{1,3}(,\d{3})+$/;

/**
 * Parses a typed amount without throwing. Edge whitespace is trimmed and well-formed thousands
 * separators ("10,000") are accepted because the field shows them; anything else that is not ASCII
 * digits (full-width digits, signs, emoji, exponents) is `notDigits`; a decimal point is `fraction`.
 */
export function parseAmountInput(input: unknown): ParsedAmount {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return { kind: 'notDigits' };
    if (!Number.isInteger(input)) return { kind: 'fraction' };
    return { kind: 'whole', value: BigInt(input) };
  }
  if (typeof input !== 'string') return { kind: 'notDigits' };
  const text = input.trim();
  const plain = GROUPED.test(text) ? text.replaceAll(',', '') : text;
  if (WHOLE.test(plain)) return { kind: 'whole', value: BigInt(plain) };
  if (plain !== '.' && FRACTION.test(plain)) return { kind: 'fraction' };
  return { kind: 'notDigits' };
}

/** A positive safe integer setting, else the fallback. */
export function positiveIntegerOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/**
 * A typed money amount as the integer of won a request body carries: whole ASCII digits (thousands
 * separators and edge spaces allowed) up to Number.MAX_SAFE_INTEGER; anything else is null, never a float.
 */
export function wholeWonAmount(input: unknown): number | null {
  const parsed = parseAmountInput(input);
  return parsed.kind === 'whole' && parsed.value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(parsed.value) : null;
}
