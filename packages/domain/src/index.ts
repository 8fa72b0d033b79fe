export { floorOdds, formatOdds, oddsDiffer, oddsInHundredths } from './odds';
export { WON_SIGN, formatWon, toWholeWon } from './money';
export type { WonSignPosition } from './money';
export { SITE_TIME_ZONE, formatFixtureTime, formatSeoulDateTime } from './time';
