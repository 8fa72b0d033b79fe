import { onFirstUse } from './first-use';

/** Hundredths per unit of odds: odds are shown and compared at two decimals. */
const ODDS_SCALE = 100;

/**
 * Floors odds to 2 decimals, never rounding up (spec: "odds floored to 2 decimals").
 * The nearest hundredth is kept when it is not above the input, so 1.15 (stored as 1.1499999…)
 * stays 1.15 instead of losing a hundredth to binary noise; otherwise the hundredth below is taken.
 */
export function floorOdds(odds: number): number {
  if (!Number.isFinite(odds)) return 0;
  const nearest = Math.round(odds * ODDS_SCALE);
  const candidate = nearest / ODDS_SCALE;
  return candidate <= odds ? candidate : (nearest - 1) / ODDS_SCALE;
}

/** Odds in whole hundredths (1.85 → 185), exact for integer arithmetic on money. */
export function oddsInHundredths(odds: number): number {
  return Math.round(floorOdds(odds) * ODDS_SCALE);
}

const oddsFormat = onFirstUse(
  () =>
    new Intl.NumberFormat('ko-KR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
);

/** Odds as shown to members: floored, always two decimals (1.5 → "1.50", 2.999 → "2.99"). */
export function formatOdds(odds: number): string {
  return oddsFormat().format(floorOdds(odds));
}

/** True when two prices differ once both are floored to 2 decimals (the odds-change dialog's test). */
export function oddsDiffer(previous: number, next: number): boolean {
  return floorOdds(previous) !== floorOdds(next);
}

/** Which way a price moved, compared after flooring to 2 decimals. */
export type OddsDirection = 'up' | 'down';

/** The direction from the previous price to the current one; undefined without a previous price or when equal once floored. */
export function oddsDirection(previous: number | undefined, current: number): OddsDirection | undefined {
  if (previous === undefined || !oddsDiffer(previous, current)) return undefined;
  return floorOdds(current) > floorOdds(previous) ? 'up' : 'down';
}
