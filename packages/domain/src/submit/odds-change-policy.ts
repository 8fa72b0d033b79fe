// Beyond the spec: what to do when the server answers a bet with changed odds. The spec has one flag
// (isOddsAutoChangeFlag, sent as changeFlag); a member may also want only rises accepted unasked.
import { expectedWinnings, totalOdds } from '../betting/odds-math';
import { type Selection } from '../entities';
import { floorOdds } from '../odds';
import { oddsChangeRows, resubmission, type OddsChangeRow } from './bet-request';
import { isRecord } from './read';

/** How odds changes are handled: always ask, accept rises unasked, or accept any change (the spec's flag). */
export type OddsChangePolicy = 'ask' | 'accept-higher' | 'accept-any';

/** Every policy, in a stable order (for settings screens and stories). */
export const ODDS_CHANGE_POLICIES = ['ask', 'accept-higher', 'accept-any'] as const satisfies readonly OddsChangePolicy[];

/** The policy of the spec's auto-accept flag: on is 'accept-any', off is 'ask'. */
export function policyFromAutoAccept(autoAccept: boolean): OddsChangePolicy {
  return autoAccept === true ? 'accept-any' : 'ask';
}

/** True when the bet call may carry changeFlag 1: only 'accept-any' lets the server take any price. */
export function autoAcceptsAnyChange(policy: OddsChangePolicy): boolean {
  return policy === 'accept-any';
}

/** What an odds change means for the slip, and whether the policy accepts it without asking. */
export interface OddsChangeEvaluation {
  /** The dialog's rows. */
  readonly rows: OddsChangeRow[];
  /** The selections to resubmit (new prices and versions). */
  readonly selections: Selection[];
  /** Total odds before and after, floored to 2 decimals. */
  readonly oldTotalOdds: number;
  readonly newTotalOdds: number;
  /** Expected winnings before and after, in whole won. */
  readonly oldWinnings: number;
  readonly newWinnings: number;
  /** True when the change may be resubmitted without asking the member. */
  readonly accepted: boolean;
}

/** The odds-change dialog's totals line: total odds and, with a stake, expected winnings, before and after. */
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

/** Totals of the odds-change rows (product floored, winnings floored); winnings are null without a stake. */
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

/** What is evaluated: the slip, the server's answer, the stake and the member's policy. */
export interface OddsChangeInput {
  readonly selections: readonly Selection[];
  readonly answer: unknown;
  readonly amount: number;
  readonly policy: OddsChangePolicy;
}

/**
 * Evaluates an odds change. 'accept-any' accepts every change; 'accept-higher' accepts when neither a
 * leg nor the total fell (floored to 2 decimals, so a new version at the same price passes); 'ask', like
 * the spec with the flag off, always opens the dialog. Unknown policies ask.
 */
export function evaluateOddsChange(input: OddsChangeInput): OddsChangeEvaluation {
  // Junk input reads as an empty slip and no stake: the helpers below accept any value.
  const { selections, answer, amount, policy } = (isRecord(input) ? input : {}) as OddsChangeInput;
  const rows = oddsChangeRows(selections, answer);
  const { oldTotalOdds, newTotalOdds } = oddsChangeTotals(rows, undefined);
  const noLegFell = rows.every((row) => floorOdds(row.newOdds) >= floorOdds(row.oldOdds));
  const accepted = policy === 'accept-any' || (policy === 'accept-higher' && noLegFell && newTotalOdds >= oldTotalOdds);
  return {
    rows,
    selections: resubmission(selections, answer),
    oldTotalOdds,
    newTotalOdds,
    oldWinnings: expectedWinnings(amount, oldTotalOdds),
    newWinnings: expectedWinnings(amount, newTotalOdds),
    accepted,
  };
}
