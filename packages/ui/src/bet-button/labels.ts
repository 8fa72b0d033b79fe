import type { Labels } from '../labels';
// Not in spec: the spec names the bet button's states but gives no wording; these are the board's usual words.
/** Korean labels of BetButton and PriceAnnouncer. */
export const betButtonLabels = {
  /** After a team name in the accessible name of a '1' or '2' pick: '울산 HD 승'. */
  win: '승',
  /** Read with a price that rose since the last one. */
  priceUp: '배당 상승',
  /** Read with a price that fell since the last one. */
  priceDown: '배당 하락',
  /** Read instead of the price while the market is suspended (the lock). */
  suspended: '베팅 중지',
} as const;

/** Overrides of BetButton's labels, for its `labels` prop. */
export type BetButtonLabels = Labels<typeof betButtonLabels>;

/** The live region's summary of the prices that moved since the last announcement. */
export function pricesChangedMessage(count: number): string {
  return `${count}개 배당이 변경되었습니다`;
}
