// The bet slip's whole client state as one pure reducer: the area's slip (the slip reducers), the
// amount, the submission state machine (`transition`) and the odds-change policy. @betkit/ui's
// useBetSlip only binds it to React and runs the request it asks for, so every rule here is testable without
// a DOM, and a second click can never send twice: the reducer answers it with '베팅 진행 중입니다.'.
import { totalOdds } from '../betting/odds-math';
import { type BetStyle } from '../betting/bet-style';
import { type BonusSetting } from '../entities';
import { bettingMessages } from '../messages/betting';
import { formatWon } from '../money';
import { clampStake, quickAdd, stakeClampReason, validateAmountField, type ClampContext, type QuickAddButton } from '../submit/amount';
import type { BetLimits } from '../limits';
import { betErrorMessage, buildBetRequest, isOddsChangeAnswer, type BetRequest, type OddsChangeRow } from '../submit/bet-request';
import { autoAcceptsAnyChange, evaluateOddsChange, type OddsChangePolicy } from '../submit/odds-change-policy';
import { initialSubmissionState, transition, type SubmissionState } from '../submit/submission';
import {
  editSlip,
  keepIdentities,
  replaceSelections,
  restoreSlip,
  selectionsOf,
  type AreaSlip,
  type SlipArea,
  type SlipEdit,
  type SlipSelection,
} from './area-slip';
import { bonusCombinationError } from './prematch';

/** The member placing the bet: the id sent as memberId, and the balance that quick-add, the clamp and the balance check respect. */
export interface BetSlipMember {
  /** The member's id. */
  readonly id: number | string;
  /** The member's money in won. */
  readonly emoney: number;
}

/** What the rules need from outside the slip, passed with each action so the reducer stays pure. */
export interface SlipEnvironment {
  /** The logged-in member, or null for a guest. */
  readonly member: BetSlipMember | null;
  /** The limits of this bet. */
  readonly limits: BetLimits;
  /** The route's bet style. */
  readonly style: BetStyle;
  /** Whether a typed amount is clamped on blur to emoney, max bet and max winnings (quick-add always is). */
  readonly autoClamp: boolean;
}

/** Who started the running request: the confirm dialog, the odds-change dialog, or the policy unasked. */
export type SubmissionOrigin = 'confirm' | 'odds-change' | 'auto-accept';

/** A request the hook must send; `id` tells its answer from a late answer to an older one. */
export interface BetSlipOutbox {
  readonly id: number;
  readonly request: BetRequest;
}

/** The slip's client state. */
export interface BetSlipModel {
  /** The area's slip, as its domain reducer keeps it. */
  readonly slip: AreaSlip;
  /** The amount field's text. */
  readonly amountText: string;
  /** True once the member typed in or left the amount field, or pressed the bet button. */
  readonly amountVisited: boolean;
  /** Why the last quick-add filled nothing (no stake of at least the min bet fits), until the next edit. */
  readonly amountNotice: string | null;
  /** The submission state machine. */
  readonly submission: SubmissionState;
  /** The odds-change policy. */
  readonly policy: OddsChangePolicy;
  /** The policy the auto-accept toggle turns back on. */
  readonly autoPolicy: Exclude<OddsChangePolicy, 'ask'>;
  /** The odds-change dialog's rows, kept while an accepted change is resent. */
  readonly oddsChangeRows: readonly OddsChangeRow[];
  /** Who started the running request. */
  readonly origin: SubmissionOrigin | null;
  /** Odds changes accepted unasked in a row, to stop a loop with a server that keeps moving prices. */
  readonly autoResubmits: number;
  /** The request to send, or null. */
  readonly outbox: BetSlipOutbox | null;
  /** Requests built so far (the next outbox id). */
  readonly sent: number;
  /** Bets placed so far, and the last answer: the hook reports each success once. */
  readonly placed: { readonly count: number; readonly answer: unknown };
  /** Times the login dialog was asked for (submit check 1): the hook reports each once. */
  readonly loginPrompts: number;
}

/** Actions of the slip model. */
export type BetSlipModelAction =
  | { readonly type: 'edit'; readonly edit: SlipEdit }
  | { readonly type: 'amount'; readonly text: string }
  /** The member left the amount field; with `env.autoClamp` the amount is clamped and the notice says why. */
  | { readonly type: 'visitAmount'; readonly env?: SlipEnvironment }
  | { readonly type: 'quickAdd'; readonly button: QuickAddButton; readonly env: SlipEnvironment }
  | { readonly type: 'request'; readonly env: SlipEnvironment }
  | { readonly type: 'confirm'; readonly env: SlipEnvironment }
  | { readonly type: 'cancelConfirm' }
  | { readonly type: 'acceptOddsChange'; readonly env: SlipEnvironment }
  | { readonly type: 'cancelOddsChange' }
  | { readonly type: 'answered'; readonly id: number; readonly outcome: BetSlipAnswer; readonly env: SlipEnvironment }
  | { readonly type: 'policy'; readonly policy: OddsChangePolicy }
  | { readonly type: 'autoAccept'; readonly on: boolean }
  | { readonly type: 'dismiss' };

/** How the request ended. */
export type BetSlipAnswer = { readonly ok: true; readonly answer: unknown } | { readonly ok: false; readonly error: unknown };

// Not in spec: a server that answers every resubmission with new odds would loop under an
// accepting policy; after this many unasked resubmissions in a row the member is asked.
export const MAX_AUTO_RESUBMITS = 1;

/** What the model starts from. */
export interface BetSlipModelInit {
  readonly area: SlipArea;
  readonly initialSelections: readonly SlipSelection[];
  readonly bonusSetting: BonusSetting;
  readonly policy: OddsChangePolicy;
}

/** A fresh slip model. */
export function initialBetSlipModel({ area, initialSelections, bonusSetting, policy }: BetSlipModelInit): BetSlipModel {
  const slip = restoreSlip(area, initialSelections, bonusSetting);
  return {
    slip,
    amountText: '',
    amountVisited: false,
    amountNotice: null,
    submission: initialSubmissionState({ selections: selectionsOf(slip), amount: '' }),
    policy,
    autoPolicy: policy === 'ask' ? 'accept-any' : policy,
    oddsChangeRows: [],
    origin: null,
    autoResubmits: 0,
    outbox: null,
    sent: 0,
    placed: { count: 0, answer: undefined },
    loginPrompts: 0,
  };
}

/** The total odds of the slip, floored (the domain's product of every price, bonus included). */
export function slipTotalOdds(slip: AreaSlip): number {
  return totalOdds(selectionsOf(slip).map((selection) => selection.betPrice));
}

/** The bounds of a stake on the slip as it is: balance (none for a guest), limits, and the odds the slip shows. */
export function clampContextOf(slip: AreaSlip, env: SlipEnvironment): ClampContext {
  return {
    emoney: env.member === null ? null : env.member.emoney,
    minBet: env.limits.minBet,
    maxBet: env.limits.maxBet,
    maxWinnings: env.limits.maxWinnings,
    totalOdds: slipTotalOdds(slip),
  };
}

/** The amount as whole won, or null while the field is empty or invalid. */
export function amountOf(text: string): number | null {
  const result = validateAmountField(text);
  return result.ok ? result.amount : null;
}

/** True while the slip may be edited: not while a dialog waits for an answer or a request runs. */
function editable(model: BetSlipModel): boolean {
  const { status } = model.submission;
  return status !== 'confirming' && status !== 'odds-changed' && status !== 'submitting';
}

/** Tells the state machine about an edit: it clears the last message, or refuses while a request runs. */
function withDraft(model: BetSlipModel): BetSlipModel {
  const slip = { selections: selectionsOf(model.slip), amount: model.amountText };
  return { ...model, submission: transition(model.submission, { type: 'edit', slip }) };
}

/** A refused edit: while a request runs the member is told so ('베팅 진행 중입니다.'). */
function refuseEdit(model: BetSlipModel): BetSlipModel {
  return model.submission.status === 'submitting' ? withDraft(model) : model;
}

/** The slip after an edit by the area's rules. */
function edit(model: BetSlipModel, change: SlipEdit): BetSlipModel {
  // A new bonus setting comes from the server, not the member: it applies even mid-submission.
  if (change.type !== 'setBonusSetting' && !editable(model)) return refuseEdit(model);
  const edited = editSlip(model.slip, change);
  if (edited.state === model.slip.state) return model;
  const next = { ...model, slip: keepIdentities(model.slip, edited), amountNotice: null };
  return editable(model) ? withDraft(next) : next;
}

/** The amount field's new text. */
function setAmount(model: BetSlipModel, text: string): BetSlipModel {
  if (!editable(model)) return refuseEdit(model);
  if (text === model.amountText) {
    return model.amountVisited && model.amountNotice === null ? model : { ...model, amountVisited: true, amountNotice: null };
  }
  return withDraft({ ...model, amountText: text, amountVisited: true, amountNotice: null });
}

/**
 * The member left the amount field. With the auto-clamp on (spec 5: "clamped to the member's emoney, to the max bet,
 * and down to a multiple of 10 so that winnings do not exceed the max winnings") a typed amount above a bound becomes
 * the largest stake within them all, and the notice names the bound, once (the next edit clears it).
 */
function leaveAmount(model: BetSlipModel, env: SlipEnvironment | undefined): BetSlipModel {
  const visited = model.amountVisited ? model : { ...model, amountVisited: true };
  if (env === undefined || !env.autoClamp || !editable(model)) return visited;
  const typed = validateAmountField(model.amountText);
  if (!typed.ok) return visited;
  const context = clampContextOf(model.slip, env);
  const clamped = clampStake(typed.amount, context);
  // An amount the clamp would take below the min bet stays as typed: the submit checks say why.
  if (!clamped.ok || clamped.amount === typed.amount) return visited;
  const reason = stakeClampReason(typed.amount, context);
  return { ...setAmount(model, formatWon(clamped.amount, 'none')), amountNotice: reason };
}

/**
 * The amount after a quick-add button: the domain's quickAdd within balance, max bet and max winnings
 * (whether or not typed amounts are clamped), so MAX never fills an amount the checks refuse; clear
 * empties the field. When no stake of at least the min bet fits, the amount stays and the notice says why.
 */
function applyQuickAdd(model: BetSlipModel, button: QuickAddButton, env: SlipEnvironment): BetSlipModel {
  if (button === 'CLEAR') return setAmount(model, '');
  const result = quickAdd(model.amountText, button, clampContextOf(model.slip, env));
  if (!result.ok) return { ...model, amountVisited: true, amountNotice: result.message };
  return setAmount(model, formatWon(result.amount, 'none'));
}

/** The bet button: the submit checks in the spec's order, then the bonus rule before the confirm. */
function request(model: BetSlipModel, env: SlipEnvironment): BetSlipModel {
  const submission = transition(model.submission, {
    type: 'request',
    loggedIn: env.member !== null,
    limits: env.limits,
    emoney: env.member?.emoney ?? null,
  });
  if (submission === model.submission) return model;
  // The submit notice takes over from a quick-add's notice.
  const pressed = { ...model, amountVisited: true, amountNotice: null };
  if (submission.status === 'editing' && submission.loginRequired) {
    return { ...pressed, submission, loginPrompts: model.loginPrompts + 1 };
  }
  // Not in spec: where the bonus rule is checked. A slip it refuses must not reach the confirm dialog.
  const bonusMessage = submission.status === 'confirming' ? bonusCombinationError(submission.slip.selections) : undefined;
  if (bonusMessage !== undefined) {
    return { ...pressed, submission: { status: 'editing', slip: submission.slip, message: bonusMessage, loginRequired: false } };
  }
  return { ...pressed, submission };
}

/** Builds the request for the slip being submitted; one that cannot be built fails with the default text. */
function startSending(model: BetSlipModel, env: SlipEnvironment): BetSlipModel {
  const { selections, amount } = model.submission.slip;
  const stake = validateAmountField(amount);
  const built =
    env.member !== null && stake.ok
      ? buildBetRequest({
          memberId: env.member.id,
          amount: stake.amount,
          selections,
          style: env.style,
          autoAcceptOddsChange: autoAcceptsAnyChange(model.policy),
        })
      : undefined;
  if (built === undefined) {
    return { ...model, outbox: null, origin: null, submission: transition(model.submission, { type: 'fail', body: undefined }) };
  }
  const id = model.sent + 1;
  return { ...model, sent: id, outbox: { id, request: built } };
}

/** The member (or the policy) accepts the changed odds: the slip takes the new prices and is resent. */
function acceptChange(model: BetSlipModel, origin: SubmissionOrigin, env: SlipEnvironment): BetSlipModel {
  if (model.submission.status !== 'odds-changed') return model;
  const submission = transition(model.submission, { type: 'acceptChange' });
  const slip = keepIdentities(model.slip, replaceSelections(model.slip, submission.slip.selections));
  return startSending({ ...model, submission, slip, origin }, env);
}

/**
 * The site's own refusal of a bet before it is sent (prices or money stale, for example): the slip shows
 * its message as it is, instead of the default '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.'.
 */
export class BetSlipRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BetSlipRefusal';
  }
}

/**
 * What `onPlaceBet` rejects with: @betkit/api's `ApiError` (`{ status, message, body }`) or the site's
 * `BetSlipRefusal`. Anything else (a programming error) shows the default message.
 */
export type PlaceBetFailure = { readonly status: number; readonly message: string; readonly body?: unknown } | BetSlipRefusal;

/** What a rejection says: the site's refusal, an odds-change body, the server's text, or nothing (the default message). */
export function failureBody(error: PlaceBetFailure | unknown): unknown {
  if (error instanceof BetSlipRefusal) return error.message.trim() !== '' ? error.message : undefined;
  if (typeof error !== 'object' || error === null) return error;
  const { body, status, message } = error as { body?: unknown; status?: unknown; message?: unknown };
  if (isOddsChangeAnswer(body) || betErrorMessage(body) !== bettingMessages.betFailedDefault) return body;
  // Not in spec: an api error without body text (a network failure) carries the client's own message.
  return typeof status === 'number' && typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The request's answer: success clears the slip; an odds change opens the dialog (or is accepted by policy). */
function answered(model: BetSlipModel, id: number, outcome: BetSlipAnswer, env: SlipEnvironment): BetSlipModel {
  if (model.outbox?.id !== id || model.submission.status !== 'submitting') return model;
  const settled = { ...model, outbox: null, origin: null };
  if (outcome.ok) {
    return {
      ...settled,
      submission: transition(model.submission, { type: 'succeed' }),
      slip: editSlip(model.slip, { type: 'clear' }),
      amountText: '',
      amountVisited: false,
      autoResubmits: 0,
      placed: { count: model.placed.count + 1, answer: outcome.answer },
    };
  }
  const body = failureBody(outcome.error);
  const submission = transition(model.submission, { type: 'fail', body });
  if (submission.status !== 'odds-changed') return { ...settled, submission, autoResubmits: 0 };
  const evaluation = evaluateOddsChange({
    selections: model.submission.slip.selections,
    answer: body,
    amount: amountOf(String(model.submission.slip.amount)) ?? 0,
    policy: model.policy,
  });
  const asked = { ...settled, submission, oddsChangeRows: evaluation.rows };
  if (evaluation.accepted && model.autoResubmits < MAX_AUTO_RESUBMITS) {
    return acceptChange({ ...asked, autoResubmits: model.autoResubmits + 1 }, 'auto-accept', env);
  }
  return { ...asked, autoResubmits: 0 };
}

/** The slip model's reducer: pure; actions that do not apply leave the model as it is. */
export function betSlipModelReducer(model: BetSlipModel, action: BetSlipModelAction): BetSlipModel {
  switch (action.type) {
    case 'edit':
      return edit(model, action.edit);
    case 'amount':
      return setAmount(model, action.text);
    case 'visitAmount':
      return leaveAmount(model, action.env);
    case 'quickAdd':
      return editable(model) ? applyQuickAdd(model, action.button, action.env) : refuseEdit(model);
    case 'request':
      return request(model, action.env);
    case 'confirm': {
      if (model.submission.status !== 'confirming') return model;
      const submission = transition(model.submission, { type: 'confirm' });
      return startSending({ ...model, submission, origin: 'confirm', autoResubmits: 0 }, action.env);
    }
    case 'cancelConfirm':
      return model.submission.status === 'confirming' ? { ...model, submission: transition(model.submission, { type: 'cancel' }) } : model;
    case 'acceptOddsChange':
      return acceptChange(model, 'odds-change', action.env);
    case 'cancelOddsChange':
      return model.submission.status === 'odds-changed' ? { ...model, submission: transition(model.submission, { type: 'cancel' }) } : model;
    case 'answered':
      return answered(model, action.id, action.outcome, action.env);
    case 'policy':
      if (action.policy === model.policy) return model;
      return { ...model, policy: action.policy, autoPolicy: action.policy === 'ask' ? model.autoPolicy : action.policy };
    case 'autoAccept':
      return betSlipModelReducer(model, { type: 'policy', policy: action.on ? model.autoPolicy : 'ask' });
    case 'dismiss': {
      const submission = transition(model.submission, { type: 'dismiss' });
      return submission === model.submission ? model : { ...model, submission };
    }
    default:
      return model;
  }
}
