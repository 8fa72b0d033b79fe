// Rolling (롤링) per game type: settled, non-cancelled stakes × the partner's rate for that type, whatever the result.
import type { RollingGameType } from '../site-entities';
import { seoulCalendarDate, formatIsoDate } from '../time/calendar';
import { isInPeriod, periodDays, periodInterval, type SettlementPeriod } from './period';
import { applyBasisPoints, percentToBasisPoints } from './rates';

/** The rolling game types in the order the pages list them (spec §9: casino, slot, mini, sports, virtual). */
export const ROLLING_GAME_TYPES: readonly RollingGameType[] = ['casino', 'slot', 'mini', 'sports', 'virtual'];

/** The Korean name of each rolling game type. */
export const ROLLING_GAME_TYPE_NAMES: Readonly<Record<RollingGameType, string>> = {
  casino: '카지노',
  slot: '슬롯',
  mini: '미니게임',
  sports: '스포츠',
  virtual: '가상게임',
};

/** The partner's own rate fields (spec §3: userRolling is the casino rate). */
const RATE_FIELDS = {
  casino: 'userRolling',
  slot: 'userRollingSlot',
  mini: 'userRollingMini',
  sports: 'userRollingSports',
  virtual: 'userRollingVirtual',
} as const satisfies Record<RollingGameType, string>;

/** A user's rolling percents, as the logged-in user answer carries them. */
export type RollingRateUser = Partial<Record<(typeof RATE_FIELDS)[RollingGameType], unknown>>;

/** Rates per game type in hundredths of a percent. */
export type RollingRates = Readonly<Record<RollingGameType, number>>;

/** The partner's rolling rates in basis points; a missing rate is 0 (no rolling for that type). */
export function rollingRatesOf(user: RollingRateUser | null | undefined): RollingRates {
  return Object.fromEntries(
    ROLLING_GAME_TYPES.map((type) => [type, percentToBasisPoints(user?.[RATE_FIELDS[type]]) ?? 0]),
  ) as Record<RollingGameType, number>;
}

/** One stake as the rolling rule reads it. */
export interface RollingStake {
  readonly gameType: RollingGameType;
  /** Whole won staked. */
  readonly amount: number;
  /** 'open' and 'cancelled' stakes earn no rolling; a settled stake earns it won or lost. */
  readonly status: 'open' | 'settled' | 'cancelled';
  /** When it was settled (epoch ms, Date or a Korean server time): the day it counts on. */
  readonly settledAt: unknown;
}

/** Settled, non-cancelled stakes per game type inside a period (whole won). */
export function settledStakesByType(stakes: readonly RollingStake[], period: SettlementPeriod): Record<RollingGameType, number> {
  const totals = Object.fromEntries(ROLLING_GAME_TYPES.map((type) => [type, 0])) as Record<RollingGameType, number>;
  const interval = periodInterval(period);
  if (!interval) return totals;
  for (const stake of stakes) {
    if (stake.status !== 'settled' || !Object.hasOwn(totals, stake.gameType) || !isInPeriod(stake.settledAt, interval)) continue;
    totals[stake.gameType] += Math.max(0, Math.trunc(stake.amount) || 0);
  }
  return totals;
}

/** One line of the rolling table. */
export interface RollingLine {
  readonly gameType: RollingGameType;
  readonly stakes: number;
  /** The rate in hundredths of a percent (2050 = 20.5 %). */
  readonly rateBp: number;
  /** stakes × rate, floored to whole won. */
  readonly rolling: number;
}

/** The rolling table: one line per game type and the total of the lines shown. */
export interface RollingTable {
  readonly lines: readonly RollingLine[];
  readonly stakesTotal: number;
  /** The sum of the lines' rolling, never a separately rounded figure. */
  readonly total: number;
}

/** Each game type's line floored on its own; the total is the sum of the lines shown. */
export function rollingTable(stakes: Readonly<Record<RollingGameType, number>>, rates: RollingRates): RollingTable {
  const lines = ROLLING_GAME_TYPES.map((gameType): RollingLine => {
    const staked = Math.max(0, Math.trunc(stakes[gameType]) || 0);
    const rateBp = Math.max(0, Math.trunc(rates[gameType]) || 0);
    return { gameType, stakes: staked, rateBp, rolling: applyBasisPoints(staked, rateBp) };
  });
  return {
    lines,
    stakesTotal: lines.reduce((sum, line) => sum + line.stakes, 0),
    total: lines.reduce((sum, line) => sum + line.rolling, 0),
  };
}

/** A day's rolling table (YYYY-MM-DD, Korean calendar day). */
export interface RollingDay {
  readonly day: string;
  readonly table: RollingTable;
}

/** The rolling of a period by day, and the period's table summed from its days. */
export interface RollingByDay {
  readonly days: readonly RollingDay[];
  readonly table: RollingTable;
}

const noStakes = (): Record<RollingGameType, number> =>
  Object.fromEntries(ROLLING_GAME_TYPES.map((type) => [type, 0])) as Record<RollingGameType, number>;

/**
 * Rolling by Korean day: each day and game type is floored on its own, and the period's line is the sum
 * of its days' lines. Not in spec: flooring per day means a day's figure never moves when the period
 * around it changes, and a period split in two sums exactly to the whole.
 */
export function rollingByDay(stakes: readonly RollingStake[], rates: RollingRates, period: SettlementPeriod): RollingByDay {
  const byDay = new Map(periodDays(period).map((day) => [day, noStakes()]));
  const interval = periodInterval(period);
  for (const stake of stakes) {
    if (!interval || stake.status !== 'settled' || !ROLLING_GAME_TYPES.includes(stake.gameType) || !isInPeriod(stake.settledAt, interval)) continue;
    const date = seoulCalendarDate(stake.settledAt);
    const totals = date && byDay.get(formatIsoDate(date));
    if (totals) totals[stake.gameType] += Math.max(0, Math.trunc(stake.amount) || 0);
  }
  const days = [...byDay].map(([day, totals]): RollingDay => ({ day, table: rollingTable(totals, rates) }));
  return { days, table: sumRollingDays(days, rates) };
}

/** A period's rolling table from its days' tables: each line the sum of its days' lines, the total the sum of the lines. */
export function sumRollingDays(days: readonly RollingDay[], rates: RollingRates): RollingTable {
  const lines = ROLLING_GAME_TYPES.map((gameType, index): RollingLine => ({
    gameType,
    stakes: days.reduce((sum, { table }) => sum + (table.lines[index]?.stakes ?? 0), 0),
    rateBp: Math.max(0, Math.trunc(rates[gameType]) || 0),
    rolling: days.reduce((sum, { table }) => sum + (table.lines[index]?.rolling ?? 0), 0),
  }));
  return { lines, stakesTotal: lines.reduce((sum, line) => sum + line.stakes, 0), total: lines.reduce((sum, line) => sum + line.rolling, 0) };
}
