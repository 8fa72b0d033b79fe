// How a leg's result flag and a slip's settlement read (betting-core.md section 4).
import type { HistorySlip, HistorySlipTitle } from '../entities';
import { CANCEL_STATUS_WORD, PENDING_SETTLEMENT_NAME, legResultLabels } from './labels';
import { effectiveOdds, expectedWinnings, toWinFlag } from './odds-math';
import { isRecord, toFiniteNumber } from '../read';

/** A leg's result, one per flag of the spec's table; 'pending' for any other flag. */
export type LegState = 'cancelled' | 'lost' | 'won' | 'special' | 'half-lost' | 'half-won' | 'pending';

/**
 * The colour family a leg result is drawn in. 'cancel' is the spec's yellow (a cancelled leg, or a
 * pending leg whose status name contains '취소'); 'refund' is the hit-special refund at odds 1.
 */
export type LegTone = 'won' | 'lost' | 'refund' | 'cancel' | 'pending';

/** A leg result as a view shows it: the state for `data-state`, the Korean label and the tone. */
export interface LegResult {
  readonly state: LegState;
  readonly label: string;
  readonly tone: LegTone;
}

/** A slip's settlement: the spec knows only '대기' (pending) and everything else (settled). */
export type SlipSettlement = 'pending' | 'settled';

/** The settled results, keyed by flag (spec table). */
const settledResults: ReadonlyMap<number, LegResult> = new Map<number, LegResult>([
  [-1, { state: 'cancelled', label: legResultLabels.cancelled, tone: 'cancel' }],
  [1, { state: 'lost', label: legResultLabels.lost, tone: 'lost' }],
  [2, { state: 'won', label: legResultLabels.won, tone: 'won' }],
  [3, { state: 'special', label: legResultLabels.special, tone: 'refund' }],
  // Half results take the colour of the side they lean to.
  [4, { state: 'half-lost', label: legResultLabels.halfLost, tone: 'lost' }],
  [5, { state: 'half-won', label: legResultLabels.halfWon, tone: 'won' }],
]);

/** A leg's result from its win flag; pending shows the status name or '대기', yellow if it contains '취소'. */
export function legResult(flag: unknown, statusName?: unknown): LegResult {
  const settled = settledResults.get(toWinFlag(flag) ?? Number.NaN);
  if (settled) return settled;
  const name = typeof statusName === 'string' ? statusName.trim() : '';
  return {
    state: 'pending',
    label: name === '' ? legResultLabels.pending : name,
    tone: name.includes(CANCEL_STATUS_WORD) ? 'cancel' : 'pending',
  };
}

/** A slip's settlement from its title (first leg): '대기' is pending, any other name (or none) is settled. */
export function slipSettlement(title: Partial<HistorySlipTitle> | null | undefined): SlipSettlement {
  const name = isRecord(title) && typeof title.settlement_name === 'string' ? title.settlement_name.trim() : undefined;
  // Spec: "Settlement name is '대기' (pending) or settled" — so a missing name counts as settled.
  return name === PENDING_SETTLEMENT_NAME ? 'pending' : 'settled';
}

/** The largest amount a sum of won can reach and stay an exact integer. */
const MAX_WON = Number.MAX_SAFE_INTEGER;

/** An amount as a whole, non-negative, exact number of won (junk is 0). */
function toWon(value: unknown): number {
  const amount = toFiniteNumber(value);
  if (amount === undefined || amount <= 0) return 0;
  return Math.min(Math.trunc(amount), MAX_WON);
}

/** A slip's win amount: its stake times its effective odds, floored to whole won (0 for a malformed slip). */
export function slipWinAmount(slip: HistorySlip | readonly unknown[]): number {
  if (!Array.isArray(slip) || slip.length === 0) return 0;
  const title: unknown = slip[0];
  const amount = isRecord(title) ? toWon(title.amount) : 0;
  return toWon(expectedWinnings(amount, effectiveOdds(slip)));
}

/** True when a slip counts toward the total win amount: its settlement_flag is 1 (number or '1'). */
export function countsAsWin(slip: HistorySlip | readonly unknown[]): boolean {
  if (!Array.isArray(slip)) return false;
  const title: unknown = slip[0];
  return isRecord(title) && toFiniteNumber(title.settlement_flag) === 1;
}

/**
 * Total win amount of a list: the sum of `winningsOf` over slips whose settlement_flag is 1.
 * By default a slip's win amount is its stake times its effective odds, floored (see slipWinAmount).
 * Each amount and the sum are whole, non-negative won, capped at Number.MAX_SAFE_INTEGER.
 */
export function totalWinAmount(
  slips: readonly HistorySlip[],
  winningsOf: (slip: HistorySlip) => number = slipWinAmount,
): number {
  if (!Array.isArray(slips)) return 0;
  return slips.reduce<number>(
    (sum, slip: HistorySlip) => (countsAsWin(slip) ? Math.min(sum + toWon(winningsOf(slip)), MAX_WON) : sum),
    0,
  );
}
