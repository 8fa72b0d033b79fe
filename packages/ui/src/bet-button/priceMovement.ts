// Pure helpers of the odds board: which way a price moved, what a button is called, and when the
// live region may speak again. No React, no clock reads (time is an argument), so they test without fakes.
import { betNameLabel, formatOdds, oddsDiffer, oddsDirection, type OddsDirection } from '@betkit/domain';
import { mergeLabels } from '../labels';
import { betButtonLabels, type BetButtonLabels } from './labels';

/** Which way a live price moved (the domain's rule, under the board's name). */
export type PriceDirection = OddsDirection;

/** The direction from the previous to the current price, or undefined when they are equal once floored. */
export const priceDirection = oddsDirection;

/** What a bet button's accessible name is made of. */
export interface BetButtonNameParts {
  /** The server's bet name: '1', 'X', '2' or free text. */
  betName: string;
  /** The current price. */
  price: number;
  /** Home team, read for '1'. */
  homeName?: string;
  /** Away team, read for '2'. */
  awayName?: string;
  /** Which way the price last moved. */
  direction?: PriceDirection;
  /** The market is suspended: the price is replaced by the lock. */
  suspended?: boolean;
  /** Overrides of the words used. */
  labels?: BetButtonLabels;
}

/**
 * The name a screen reader reads: '울산 HD 승 1.85', '무승부 3.40', '오버 2.5 1.90 배당 상승',
 * '울산 HD 승 베팅 중지'. The price is floored by the domain, never rounded.
 */
export function betButtonName({
  betName,
  price,
  homeName,
  awayName,
  direction,
  suspended = false,
  labels,
}: BetButtonNameParts): string {
  const words = mergeLabels(betButtonLabels, labels);
  const pick = betNameLabel(betName, homeName, awayName);
  // '1' and '2' read as a team's win; a family word ('Over' → '오버') or 무승부 reads alone.
  const key = betName.trim();
  const team = (key === '1' || key === '2') && pick !== key;
  const subject = team ? `${pick} ${words.win}` : pick;
  if (suspended) return `${subject} ${words.suspended}`;
  const movement = direction === 'up' ? ` ${words.priceUp}` : direction === 'down' ? ` ${words.priceDown}` : '';
  return `${subject} ${formatOdds(price)}${movement}`;
}

/** Odds ids whose price differs (after flooring) between two snapshots; new and removed ids are not moves. */
export function movedPriceIds(
  previous: Readonly<Record<string, number>>,
  next: Readonly<Record<string, number>>,
): string[] {
  return Object.keys(next).filter((id) => {
    const before = previous[id];
    const after = next[id];
    return before !== undefined && after !== undefined && oddsDiffer(before, after);
  });
}

/**
 * How long to wait before the live region may speak, so it speaks at most once per interval:
 * 0 when nothing was said yet or the last announcement is at least `intervalMs` old.
 */
export function announcementDelay(lastAnnouncedAt: number | null, now: number, intervalMs: number): number {
  if (lastAnnouncedAt === null) return 0;
  return Math.max(0, lastAnnouncedAt + intervalMs - now);
}
