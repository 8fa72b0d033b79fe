/** Hundredths per unit of odds: odds are shown and compared at two decimals. */
const ODDS_SCALE = 100;

/**
 * Floors odds to 2 decimals, never rounding up (spec: "odds floored to 2 decimals").
 * The product is snapped to 12 significant digits first, because binary floats put
 * 1.15 * 100 at 114.99999999999999 and a plain floor would lose a hundredth.
 */
export function floorOdds(odds: number): number {
  if (!Number.isFinite(odds)) return 0;
  const hundredths = Math.floor(Number((odds * ODDS_SCALE).toPrecision(12)));
  return hundredths / ODDS_SCALE;
}

const oddsFormat = new Intl.NumberFormat('ko-KR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Odds as shown to members: floored, always two decimals (1.5 → "1.50", 2.999 → "2.99"). */
export function formatOdds(odds: number): string {
  return oddsFormat.format(floorOdds(odds));
}

/** True when two prices differ once both are floored to 2 decimals (the odds-change dialog's test). */
export function oddsDiffer(previous: number, next: number): boolean {
  return floorOdds(previous) !== floorOdds(next);
}
