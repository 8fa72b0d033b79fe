// The limits a bet is checked against. Another module computes them from the role settings; this
// folder only reads them, and reads defensively because they arrive through props and state.
import { DEFAULT_MAX_BET, DEFAULT_MAX_WINNINGS, DEFAULT_MIN_BET, MAX_TOTAL_ODDS } from '../constants';
import type { BettingLimits } from '../betting/limits';
import { formatWon } from '../money';
import { isRecord, toFiniteNumber } from './read';

/** The limits of one bet (computed by `bettingLimits` in ../betting/limits): one shape, two names. */
export type BetLimits = BettingLimits;

/** The spec's defaults (section 9): min 5,000, max 2,000,000, max winnings 5,000,000, total odds 100. */
export const DEFAULT_BET_LIMITS: BetLimits = {
  minBet: DEFAULT_MIN_BET,
  maxBet: DEFAULT_MAX_BET,
  maxWinnings: DEFAULT_MAX_WINNINGS,
  maxTotalOdds: MAX_TOTAL_ODDS,
};

/** One limit: a finite number of 0 or more, else the default (a broken setting must not lift a limit). */
function limitOr(value: unknown, fallback: number): number {
  const parsed = toFiniteNumber(value);
  return parsed !== undefined && parsed >= 0 ? parsed : fallback;
}

/** Limits as given, with each missing, non-numeric or negative value replaced by the spec's default. */
export function readBetLimits(limits: unknown): BetLimits {
  const source = isRecord(limits) ? limits : {};
  return {
    minBet: limitOr(source.minBet, DEFAULT_BET_LIMITS.minBet),
    maxBet: limitOr(source.maxBet, DEFAULT_BET_LIMITS.maxBet),
    maxWinnings: limitOr(source.maxWinnings, DEFAULT_BET_LIMITS.maxWinnings),
    maxTotalOdds: limitOr(source.maxTotalOdds, DEFAULT_BET_LIMITS.maxTotalOdds),
  };
}

// Spec ambiguity: `{min}` and `{max}` are shown with comma separators and no ₩ sign — the min text
// already ends in '원', and the max texts are kept in the same style so both read alike.
/** A limit (or balance) as the messages quote it: comma separators, no won sign ('2,000,000'). */
export function formatLimit(won: number): string {
  return formatWon(won, 'none');
}
