// Readers shared by every rule: values as the server, forms and the router hand them over: numbers, numeric strings, or junk.
// Rules go through these so malformed input gives a defined result, never a throw.

/** A finite number from a number or a numeric string ('12', ' 3.5 '); anything else is undefined. */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  // Number('') and Number('  ') are 0: an empty string is missing, not zero.
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A whole number (cut toward zero) from a number or numeric string, within the safe-integer range. */
export function toInteger(value: unknown): number | undefined {
  const parsed = toFiniteNumber(value);
  if (parsed === undefined) return undefined;
  // Beyond 2^53 integers are no longer exact; clamp so every result is a safe integer.
  const whole = Math.trunc(parsed) || 0;
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, whole));
}

/** A whole number of 1 or more, else undefined (pages, page sizes, ids, game types). */
export function toPositiveInteger(value: unknown): number | undefined {
  const whole = toInteger(value);
  return whole !== undefined && whole >= 1 ? whole : undefined;
}

/** True for a non-null object (a slip title, a leg, a user, a settings record). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The records of a list (a non-array is empty, non-objects are skipped). */
export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
