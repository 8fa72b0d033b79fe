// Betting limits (betting-core.md sections 3, 6 and 9): one shape, computed per style and role, read defensively.
import {
  DEFAULT_MAX_BET,
  DEFAULT_MAX_WINNINGS,
  DEFAULT_MIN_BET,
  EVENT_MAX_BET,
  MAX_TOTAL_ODDS,
  ROLE_LIMIT_UNIT,
} from '../constants';
import type { BettingLimitSettings, RoleKey } from '../entities';
import type { BetStyle } from '../betting/bet-style';
import { formatWon } from '../money';
import { isRecord, toFiniteNumber } from '../read';

/** The limits a bet is checked against, in won (odds for maxTotalOdds). */
export interface BettingLimits {
  /** Smallest stake. */
  readonly minBet: number;
  /** Largest stake. */
  readonly maxBet: number;
  /** Largest stake × total odds. */
  readonly maxWinnings: number;
  /** Largest total odds of a slip. */
  readonly maxTotalOdds: number;
}

/** What the limits depend on. */
export interface BettingLimitsInput {
  /** The bet style of the route. */
  readonly style: BetStyle;
  /** The member's role (level); clamped to 1..5. */
  readonly role: unknown;
  /** The role settings, in units of 10,000 won; missing or invalid values fall back to the defaults. */
  readonly settings?: BettingLimitSettings | null;
}

/** The settings' role keys: role 1 or less uses 1, role 5 or more uses 5, junk (NaN, text) uses 1. */
export function clampRole(role: unknown): RoleKey {
  const value = toFiniteNumber(role);
  // ±Infinity are not finite but still ordered: they follow "≤ 1 → 1" and "≥ 5 → 5".
  const level = value ?? (role === Number.POSITIVE_INFINITY ? 5 : 1);
  if (level <= 1) return 1;
  if (level >= 5) return 5;
  // A fractional role is not a level the server sends; the level it has fully reached applies.
  return Math.floor(level) as RoleKey;
}

/** A setting in won: value × 10,000, rounded to whole won; missing, non-numeric or under 1 won is undefined. */
function settingInWon(
  settings: BettingLimitSettings | null | undefined,
  key: keyof BettingLimitSettings,
): number | undefined {
  if (!isRecord(settings)) return undefined;
  const value = toFiniteNumber(settings[key]);
  if (value === undefined) return undefined;
  // Rounded, not floored: 0.57 × 10,000 is 5699.999… in binary and means 5,700 won.
  const won = Math.min(Math.round(value * ROLE_LIMIT_UNIT), Number.MAX_SAFE_INTEGER);
  // Not in spec: a limit under 1 won (0, negative, a tiny fraction) would forbid every bet; it counts as not set.
  return won >= 1 ? won : undefined;
}

/**
 * The limits of a bet: Europe reads sportsEu…Role{n}, Korean and event read sportsKr…Role{n} (× 10,000);
 * event's max bet is fixed at 5,001. Defaults: min 5,000, max 2,000,000, max winnings 5,000,000, odds 100.
 */
export function bettingLimits({ style, role, settings }: BettingLimitsInput): BettingLimits {
  const n = clampRole(role);
  const region = style === 'europe' ? 'Eu' : 'Kr';
  const maxBet = settingInWon(settings, `sports${region}AmountRole${n}`) ?? DEFAULT_MAX_BET;
  // Spec ambiguity: the event style's max winnings are not given; it uses the Korean role setting,
  // like every style that is not Europe.
  const maxWinnings = settingInWon(settings, `sports${region}MaxPrizeAmountRole${n}`) ?? DEFAULT_MAX_WINNINGS;
  return {
    // Not in spec: no setting for the minimum exists, so it is always the default.
    minBet: DEFAULT_MIN_BET,
    maxBet: style === 'event' ? EVENT_MAX_BET : maxBet,
    maxWinnings,
    maxTotalOdds: MAX_TOTAL_ODDS,
  };
}

/** @deprecated The same shape as `BettingLimits`; use that name. */
export type BetLimits = BettingLimits;

/** The spec's defaults (section 9): min 5,000, max 2,000,000, max winnings 5,000,000, total odds 100. */
export const DEFAULT_BET_LIMITS: BettingLimits = {
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
export function readBetLimits(limits: unknown): BettingLimits {
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
