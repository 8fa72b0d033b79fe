// Helpers the slip reducers share: reading a pick that arrived from the odds feed or the UI,
// whose fields may be missing or of the wrong type at run time whatever the types say.
import { toPrice } from '../betting/odds-math';
import { type Selection } from '../entities';

/** Decimal odds below this cannot be real prices. */
// Not in spec: a price under 1 (or NaN, negative, non-numeric) is not decimal odds, so such a pick
// is refused; it would also let a removal raise the product above 100.
const MIN_DECIMAL_ODDS = 1;

/** A fixture or odds id as a comparable key: the server sends numbers, the UI sometimes strings. */
export function keyOf(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** True when two picks sit on the same fixture. */
export function sameFixture(a: Selection, b: Selection): boolean {
  return keyOf(a.fixtureId) === keyOf(b.fixtureId);
}

/** True when two picks are the same odds (same odds id on the same fixture). */
export function sameOdds(a: Selection, b: Selection): boolean {
  return sameFixture(a, b) && keyOf(a.id) === keyOf(b.id);
}

/**
 * The pick to store, or undefined when it cannot be placed: not an object, no fixture or odds id,
 * or a price that is not decimal odds. A numeric-string price is stored as a number (a copy).
 */
export function readPick(value: unknown): Selection | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const pick = value as Selection;
  if (keyOf(pick.fixtureId) === undefined || keyOf(pick.id) === undefined) return undefined;
  const price = toPrice(pick.betPrice);
  if (price < MIN_DECIMAL_ODDS) return undefined;
  return pick.betPrice === price ? pick : { ...pick, betPrice: price };
}

/** True for a non-null object: the minimum an action must be before its `type` is read. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}
