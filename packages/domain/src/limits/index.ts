export { DEFAULT_BET_LIMITS, bettingLimits, clampRole, formatLimit, readBetLimits } from './limits';
export type { BetLimits, BettingLimits, BettingLimitsInput } from './limits';
