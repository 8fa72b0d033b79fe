// The submit checks, in the spec's order (betting-core.md section 5, "Submit checks, in this order").
import { expectedWinnings, totalOdds } from '../betting/odds-math';
import { type Selection } from '../entities';
import { bettingMessages } from '../messages/betting';
import { parseAmountInput } from './amount';
import { formatLimit, readBetLimits, type BettingLimits } from '../limits';
import { isBonusPick, isRecord, records, toNonNegativeWon } from './read';

/** What the submit button is checked against. */
export interface SubmitCheckInput {
  /** True when a member is logged in (check 1). */
  readonly loggedIn: boolean;
  /** The slip's selections, bonus selections included (their multiplier is part of the total odds). */
  readonly selections: readonly Selection[];
  /** The stake: a number or the amount field's text ('12,000'). */
  readonly amount: unknown;
  /** The limits of this bet. */
  readonly limits: BettingLimits;
  /**
   * The member's balance in won; when given, a stake above it is refused before the confirm (junk
   * counts as 0). Left out (or null) by callers that check the balance themselves, like the server.
   */
  readonly emoney?: number | null;
  /** True while a submission of this slip is running (check 9). */
  readonly submitting?: boolean;
  /** True once the member has answered the confirm dialog (check 8) with yes. */
  readonly confirmed?: boolean;
}

/**
 * The submit checks that show a message: 2 no selections, 'amount' the amount field's own rules,
 * 3 minimum … 7 total odds above 100, then 'balance' (not in spec).
 */
export type SubmitErrorCheck = 2 | 'amount' | 3 | 4 | 5 | 6 | 7 | 'balance';

/** The first check that stops a submission, or `ready` when the bet may be sent. */
export type SubmitOutcome =
  /** Check 1: open the login dialog. */
  | { readonly kind: 'login-required' }
  /** Checks 2–7, the amount field's rules and the balance: alert the message. */
  | { readonly kind: 'error'; readonly check: SubmitErrorCheck; readonly message: string }
  /** Check 9: a submission is already running. */
  | { readonly kind: 'running'; readonly message: string }
  /** Check 8: ask the member to confirm. */
  | { readonly kind: 'confirm'; readonly message: string }
  /** Every check passed and the member confirmed: send the request. */
  | { readonly kind: 'ready' };

/** An error outcome of one check. */
function error(check: SubmitErrorCheck, message: string): SubmitOutcome {
  return { kind: 'error', check, message };
}

/**
 * Runs the submit checks in order and returns the first that stops the bet: 1 login, 2 selections,
 * the amount field's rules (required, not negative), 3 minimum, 4 integer, 5 max bet, 6 max winnings,
 * 7 total odds, the balance, then 9 running and 8 confirm.
 * Never throws: junk input (missing fields, NaN, strings, non-objects) fails a check instead.
 */
export function checkSubmit(input: SubmitCheckInput): SubmitOutcome {
  const source: Partial<Record<keyof SubmitCheckInput, unknown>> = isRecord(input) ? input : {};
  // 1. Only `true` counts as logged in: anything else must not reach the server.
  if (source.loggedIn !== true) return { kind: 'login-required' };

  // 2. A bonus selection alone is no bet; only real picks count. Non-object entries are ignored.
  const selections = records(source.selections);
  if (!selections.some((selection) => !isBonusPick(selection))) return error(2, bettingMessages.noSelections);

  const limits = readBetLimits(source.limits);
  const parsed = parseAmountInput(source.amount);
  // Spec ambiguity: the amount field's rules (section 5, "Amount field") come before checks 3–7, as a
  // form checks its field before its submit handler runs, so a blank or negative amount gets the field's
  // own text rather than the minimum's. A decimal is left to checks 3 and 4, which name it.
  if (parsed.kind === 'empty') return error('amount', bettingMessages.amountRequired);
  // Not in spec: text that is no number at all cannot be compared; it stops here with its own message.
  if (parsed.kind === 'not-a-number') return error('amount', bettingMessages.amountNotANumber);
  const amount = parsed.value;
  if (amount < 0) return error('amount', bettingMessages.amountNonNegativeInteger);
  // 3. Below the minimum, 0 included.
  if (amount < limits.minBet) return error(3, bettingMessages.belowMinimum(formatLimit(limits.minBet)));
  // 4. Decimals such as 5000.5 (the amount field only ever allows whole won).
  if (!Number.isInteger(amount)) return error(4, bettingMessages.notInteger);
  // 5. Spec ambiguity: the text says "{max}이상" (max or more) but the rule says "above the maximum";
  // the max bet itself is allowed, as MAX and the auto-clamp produce exactly it.
  if (amount > limits.maxBet) return error(5, bettingMessages.aboveMaximum(formatLimit(limits.maxBet)));

  const odds = totalOdds(selections.map((selection) => selection.betPrice));
  // 6. Winnings exactly at the max are allowed ("above the maximum winnings" refuses).
  if (expectedWinnings(amount, odds) > limits.maxWinnings) {
    return error(6, bettingMessages.aboveMaxWinnings(formatLimit(limits.maxWinnings)));
  }
  // 7. Total odds of exactly 100 are allowed; the submit text keeps its trailing space.
  if (odds > limits.maxTotalOdds) return error(7, bettingMessages.aboveMaxOddsAtSubmit);
  // Not in spec: the balance, after the spec's checks 3–7 and before the confirm (8), so a stake the
  // member cannot pay is refused with a clear text before asking, not by the server after it.
  if (source.emoney !== undefined && source.emoney !== null) {
    const emoney = toNonNegativeWon(source.emoney);
    if (amount > emoney) return error('balance', bettingMessages.aboveBalance(formatLimit(emoney)));
  }

  // Spec ambiguity: the spec lists 8 (confirm) before 9 (running). Asking "베팅하시겠습니까?" while a
  // submission runs could only end in "베팅 진행 중입니다.", so 9 is checked before asking, and again
  // after the answer (a request may have started while the dialog was open).
  if (source.submitting === true) return { kind: 'running', message: bettingMessages.submissionRunning };
  if (source.confirmed !== true) return { kind: 'confirm', message: bettingMessages.confirmBet };
  return { kind: 'ready' };
}
