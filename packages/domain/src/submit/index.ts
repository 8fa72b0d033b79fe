// The bet-submission rules' public surface (explicit named exports; ./read is internal).
export {
  QUICK_ADD_BUTTONS,
  clampAmount,
  clampStake,
  formatAmountField,
  parseAmountInput,
  quickAdd,
  stakeClampReason,
  validateAmountField,
} from './amount';
export type { AmountFieldResult, ClampContext, ParsedAmount, QuickAddButton, QuickAddContext } from './amount';
export { amountDigitLimit, digitsBefore, editAmountText, formatAmountText, positionAfterDigits } from './typed-amount';
export { checkSubmit } from './submit-checks';
export type { SubmitCheckInput, SubmitErrorCheck, SubmitOutcome } from './submit-checks';
export {
  betErrorMessage,
  buildBetRequest,
  isOddsChangeAnswer,
  oddsChangeRows,
  resubmission,
} from './bet-request';
export type { BetRequest, BetRequestInput, BetRequestLeg, OddsChangeEntry, OddsChangeRow } from './bet-request';
export {
  ODDS_CHANGE_POLICIES,
  autoAcceptsAnyChange,
  evaluateOddsChange,
  oddsChangeTotals,
  policyFromAutoAccept,
} from './odds-change-policy';
export type { OddsChangeEvaluation, OddsChangeInput, OddsChangePolicy, OddsChangeTotals } from './odds-change-policy';
export { EMPTY_SLIP, initialSubmissionState, transition } from './submission';
export type { SlipDraft, SubmissionEvent, SubmissionState, SubmissionStatus } from './submission';
export {
  CANCEL_CONFIRM_MESSAGE,
  canCancelHistorySlip,
  cancelDeadline,
  canCancelSlip,
  isBonusLeg,
} from './cancel';
export type { CancelCheck, CancelInput } from './cancel';
