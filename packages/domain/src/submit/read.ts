// Readers for values of uncertain shape (server bodies, form state, props). Every rule in this folder
// reads through them so malformed input gives a defined result, never a thrown TypeError.

import { idKey, isRecord, records, toFiniteNumber } from '../read';
import { BONUS_FIXTURE_ID } from '../slip/prematch';

export { BONUS_FIXTURE_ID, idKey, isRecord, records, toFiniteNumber };

/** Whole won of 0 or more from a number or numeric string (cut toward zero, capped to a safe integer); junk is 0. */
export function toNonNegativeWon(value: unknown): number {
  const parsed = toFiniteNumber(value);
  if (parsed === undefined || parsed <= 0) return 0;
  // Beyond 2^53 integers stop being exact; the cap keeps every later comparison honest.
  return Math.min(Math.trunc(parsed), Number.MAX_SAFE_INTEGER);
}

/** True for a bonus selection on a slip: fixtureId 'bonus' (spec section 3). */
export function isBonusPick(selection: unknown): boolean {
  return isRecord(selection) && idKey(selection.fixtureId) === BONUS_FIXTURE_ID;
}
