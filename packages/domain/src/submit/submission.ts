// Beyond the spec: the slip's submission as an explicit state machine, so that "a second submission
// while one runs" (spec section 4, step 1) and "the slip is cleared on success" (step 4) hold by
// construction instead of by a guard flag that every caller must remember to set and reset.
import { type Selection } from '../entities';
import { bettingMessages } from '../messages/betting';
import { type BettingLimits } from '../limits';
import { betErrorMessage, isOddsChangeAnswer, oddsChangeRows, resubmission, type OddsChangeRow } from './bet-request';
import { isRecord, records } from './read';
import { checkSubmit } from './submit-checks';

/** The slip being submitted: its selections and stake. */
export interface SlipDraft {
  readonly selections: readonly Selection[];
  /** The stake: a number or the amount field's text. */
  readonly amount: unknown;
}

/** The slip after a success: no selections, amount reset to 0 (spec section 4, step 4). */
export const EMPTY_SLIP: SlipDraft = { selections: [], amount: 0 };

/** Where a submission is. */
export type SubmissionStatus = 'editing' | 'confirming' | 'submitting' | 'accepted' | 'rejected' | 'odds-changed';

/** What every state carries: the slip and the text to show (an alert, a dialog's text), if any. */
interface StateBase {
  /** The slip as it will be (or was) sent. */
  readonly slip: SlipDraft;
  /** The text to show in this state, or null. */
  readonly message: string | null;
}

/** The submission's state; `status` says which dialog or notice the view shows. */
export type SubmissionState =
  /** The member edits the slip; `loginRequired` opens the login dialog (check 1), `message` is a check's alert. */
  | (StateBase & { readonly status: 'editing'; readonly loginRequired: boolean })
  /** The confirm dialog ('베팅하시겠습니까?') is open. */
  | (StateBase & { readonly status: 'confirming' })
  /** The request runs; `message` is '베팅 진행 중입니다.' after a refused second attempt. */
  | (StateBase & { readonly status: 'submitting' })
  /** The bet was placed; the slip is empty. */
  | (StateBase & { readonly status: 'accepted' })
  /** The server refused; `message` is its text or the default. */
  | (StateBase & { readonly status: 'rejected' })
  /** The server answered with changed odds; the dialog shows `rows`, accepting resubmits with new prices. */
  | (StateBase & { readonly status: 'odds-changed'; readonly answer: readonly unknown[]; readonly rows: OddsChangeRow[] });

/** What can happen to a submission. */
export type SubmissionEvent =
  /** The member changed the slip (picks or amount). */
  | { readonly type: 'edit'; readonly slip: SlipDraft }
  /** The member pressed the bet button: runs the submit checks (the balance too, when `emoney` is given). */
  | { readonly type: 'request'; readonly loggedIn: boolean; readonly limits: BettingLimits; readonly emoney?: number | null }
  /** The member said yes in the confirm dialog: the request is sent. */
  | { readonly type: 'confirm' }
  /** The member closed the confirm or the odds-change dialog. */
  | { readonly type: 'cancel' }
  /** The server placed the bet. */
  | { readonly type: 'succeed' }
  /** The server refused; an odds-change body opens the odds-change dialog. */
  | { readonly type: 'fail'; readonly body: unknown }
  /** The server answered with changed odds. */
  | { readonly type: 'oddsChanged'; readonly answer: unknown }
  /** The member accepted the changed odds (or the policy did): the slip is resubmitted. */
  | { readonly type: 'acceptChange' }
  /** The member closed the success or failure notice. */
  | { readonly type: 'dismiss' }
  /** Starts over with an empty slip. */
  | { readonly type: 'reset' };

/** The state of a fresh slip. */
export function initialSubmissionState(slip: SlipDraft = EMPTY_SLIP): SubmissionState {
  return { status: 'editing', slip, message: null, loginRequired: false };
}

/** Editing the given slip with an optional alert. */
function editing(slip: SlipDraft, message: string | null = null, loginRequired = false): SubmissionState {
  return { status: 'editing', slip, message, loginRequired };
}

/** The state while a request runs. */
function submitting(slip: SlipDraft, message: string | null = null): SubmissionState {
  return { status: 'submitting', slip, message };
}

/** The odds-change dialog for an answer. */
function oddsChanged(slip: SlipDraft, answer: unknown): SubmissionState {
  const entries = records(answer);
  return {
    status: 'odds-changed',
    slip,
    message: bettingMessages.oddsChangedTitle,
    answer: entries,
    rows: oddsChangeRows(slip.selections, entries),
  };
}

/** While a request runs, every attempt to send, edit or drop the slip is refused with the running text. */
function whileSubmitting(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'succeed':
      // The slip is cleared, so it can never be shown (or sent) again after it was placed.
      return { status: 'accepted', slip: EMPTY_SLIP, message: null };
    case 'fail':
      return isOddsChangeAnswer(event.body)
        ? oddsChanged(state.slip, event.body)
        : { status: 'rejected', slip: state.slip, message: betErrorMessage(event.body) };
    case 'oddsChanged':
      return oddsChanged(state.slip, event.answer);
    case 'cancel':
    case 'dismiss':
      // A running request cannot be called back; closing a notice changes nothing.
      return state;
    default:
      return submitting(state.slip, bettingMessages.submissionRunning);
  }
}

/** Runs the submit checks on the slip: an alert, the login dialog, or the confirm dialog. */
function request(slip: SlipDraft, event: Extract<SubmissionEvent, { type: 'request' }>): SubmissionState {
  const outcome = checkSubmit({ ...slip, loggedIn: event.loggedIn, limits: event.limits, emoney: event.emoney, submitting: false });
  if (outcome.kind === 'login-required') return editing(slip, null, true);
  if (outcome.kind === 'error') return editing(slip, outcome.message);
  // With submitting and confirmed both false, what remains is check 8: the confirm dialog.
  return { status: 'confirming', slip, message: bettingMessages.confirmBet };
}

/**
 * The next state of a submission. Pure: the caller sends the request when the state becomes
 * 'submitting' and reports the answer with succeed, fail or oddsChanged. Events that do not apply to a
 * state leave it unchanged (the same object), so late or repeated answers are harmless.
 */
export function transition(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  // Untyped callers (a reducer fed by a view) may pass junk: it changes nothing rather than throwing.
  if (!isRecord(state)) return initialSubmissionState();
  if (!isRecord(event)) return state;
  if (state.status === 'submitting') return whileSubmitting(state, event);
  switch (state.status) {
    case 'confirming':
      if (event.type === 'confirm') return submitting(state.slip);
      if (event.type === 'cancel') return editing(state.slip);
      return state;
    case 'odds-changed':
      if (event.type === 'acceptChange') {
        return submitting({ ...state.slip, selections: resubmission(state.slip.selections, state.answer) });
      }
      // Cancelling re-enables betting (spec section 4, step 3) with the slip as it was.
      if (event.type === 'cancel') return editing(state.slip);
      return state;
    default:
      // editing, accepted and rejected: the member may edit, bet again or start over.
      if (event.type === 'edit') return editing(event.slip);
      if (event.type === 'request') return request(state.slip, event);
      if (event.type === 'reset') return editing(EMPTY_SLIP);
      if (event.type === 'dismiss') return editing(state.slip);
      return state;
  }
}
