// The bet slips' public surface: pure reducers for the pre-match, in-play, virtual/mini-game and
// casino-style slips, and the shared slip flags.
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
