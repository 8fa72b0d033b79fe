// Helpers the slip reducers share: reading a pick that arrived from the odds feed or the UI,
// whose fields may be missing or of the wrong type at run time whatever the types say.
import { toPrice } from '../betting/odds-math';
import { type Selection } from '../entities';
import { idKey } from '../read';

/** Decimal odds below this cannot be real prices. */
// Not in spec: a price under 1 (or NaN, negative, non-numeric) is not decimal odds, so such a pick
// is refused; it would also let a removal raise the product above 100.
const MIN_DECIMAL_ODDS = 1;

/** True when two picks sit on the same fixture. */
export function sameFixture(a: Selection, b: Selection): boolean {
  return idKey(a.fixtureId) === idKey(b.fixtureId);
}

/** True when two picks are the same odds (same odds id on the same fixture). */
export function sameOdds(a: Selection, b: Selection): boolean {
  return sameFixture(a, b) && idKey(a.id) === idKey(b.id);
}

/**
 * The pick to store, or undefined when it cannot be placed: not an object, no fixture or odds id,
 * or a price that is not decimal odds. A numeric-string price is stored as a number (a copy).
 */
export function readPick(value: unknown): Selection | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const pick = value as Selection;
  if (idKey(pick.fixtureId) === undefined || idKey(pick.id) === undefined) return undefined;
  const price = toPrice(pick.betPrice);
  if (price < MIN_DECIMAL_ODDS) return undefined;
  return pick.betPrice === price ? pick : { ...pick, betPrice: price };
}
