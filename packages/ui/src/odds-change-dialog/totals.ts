import { expectedWinnings, totalOdds, type OddsChangeRow } from '@betkit/domain';

/** The dialog's totals line: total odds and, with a stake, expected winnings, before and after. */
export interface OddsChangeTotals {
  /** Total odds of the old prices, floored to 2 decimals. */
  readonly oldTotalOdds: number;
  /** Total odds of the new prices, floored to 2 decimals. */
  readonly newTotalOdds: number;
  /** Expected winnings at the old total odds, or null without a stake. */
  readonly oldWinnings: number | null;
  /** Expected winnings at the new total odds, or null without a stake. */
  readonly newWinnings: number | null;
}

// Should move to @betkit/domain beside evaluateOddsChange, which computes the same figures from the
// selections and the answer; the dialog only has the rows.
/** Totals of the odds-change rows, by the domain's rules (product floored, winnings floored). */
export function oddsChangeTotals(rows: readonly OddsChangeRow[], amount: number | undefined): OddsChangeTotals {
  const oldTotalOdds = totalOdds(rows.map((row) => row.oldOdds));
  const newTotalOdds = totalOdds(rows.map((row) => row.newOdds));
  const staked = amount !== undefined && amount > 0;
  return {
    oldTotalOdds,
    newTotalOdds,
    oldWinnings: staked ? expectedWinnings(amount, oldTotalOdds) : null,
    newWinnings: staked ? expectedWinnings(amount, newTotalOdds) : null,
  };
}
