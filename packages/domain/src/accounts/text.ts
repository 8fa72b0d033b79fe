// Internal readers shared by the account rules: junk input reads as empty, never throws.

/** The value as text when it is a string or a finite number; anything else reads as ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** True when the value has no visible text (missing, junk, or only whitespace). */
export function isBlank(value: unknown): boolean {
  return asText(value).trim() === '';
}

/** The number of characters as a member sees them (code points, so an emoji counts once). */
export function charCount(text: string): number {
  return Array.from(text).length;
}
