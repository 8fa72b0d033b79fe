// The bet slips' public surface: pure reducers for the pre-match, in-play, virtual/mini-game and
// casino-style slips, the shared slip flags, one face over the areas' slips, and the whole slip model
// (slip, amount, submission, odds-change policy) that @betkit/ui's useBetSlip binds to React.
export {
  BONUS_FIXTURE_ID,
  BONUS_PROVIDER_ID,
  bonusCombinationError,
  bonusProgress,
  bonusSelection,
  bonusTiers,
  initialPrematchSlipState,
  isBonusSelection,
  prematchSlipReducer,
  qualifiesForBonus,
} from './prematch';
export type { BonusProgress, BonusTier, PrematchSlipAction, PrematchSlipState } from './prematch';
export { MARKET_TYPE_GROUPS, initialInplaySlipState, inplaySlipReducer, marketTypeGroup, marketTypeGroups } from './inplay';
export type { InplaySlipAction, InplaySlipState, MarketTypeGroup } from './inplay';
export { casinoSlipReducer, gameSlipReducer, initialCasinoSlipState, initialGameSlipState } from './simple-slips';
export type { CasinoBets, CasinoSlipAction, CasinoSlipState, GamePick, GameSlipAction, GameSlipState } from './simple-slips';
export { initialSlipFlags, slipFlagsReducer } from './slip-flags';
export type { SlipFlags, SlipFlagsAction } from './slip-flags';
export { SLIP_AREAS, editSlip, keepIdentities, replaceSelections, restoreSlip, selectionsOf, slipError } from './area-slip';
export type { AreaSlip, SlipArea, SlipEdit, SlipSelection } from './area-slip';
export {
  BetSlipRefusal,
  MAX_AUTO_RESUBMITS,
  amountOf,
  betSlipModelReducer,
  clampContextOf,
  failureBody,
  initialBetSlipModel,
  slipTotalOdds,
} from './slip-model';
export type {
  BetSlipAnswer,
  BetSlipMember,
  BetSlipModel,
  BetSlipModelAction,
  BetSlipModelInit,
  BetSlipOutbox,
  PlaceBetFailure,
  SlipEnvironment,
  SubmissionOrigin,
} from './slip-model';
