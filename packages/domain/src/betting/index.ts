// The betting rules' public surface (explicit named exports; ./read is internal).
export { effectiveOdds, expectedWinnings, toPrice, toWinFlag, totalOdds } from './odds-math';
export type { EffectiveOddsLeg } from './odds-math';
export { countsAsWin, legResult, slipSettlement, slipWinAmount, totalWinAmount } from './leg-result';
export type { LegResult, LegState, LegTone, SlipSettlement } from './leg-result';
export {
  BET_STYLES,
  ROUTE_AREAS,
  betStyleFromPath,
  gameDetailType,
  isPartnerRoute,
  routeArea,
  routeName,
  showsPrematchSlip,
} from './bet-style';
export type { BetStyle, GameDetailType, RouteArea } from './bet-style';
export { HISTORY_GAME_TYPES, historyPageSize, pageCount, pageWindow } from './history-paging';
export type { HistoryGameType, HistoryPageSizeInput } from './history-paging';
export { gameTypeLabel, historyQuery, slipActions, slipIdList } from './history';
export type {
  HistoryQuery,
  HistoryQueryInput,
  SlipAction,
  SlipActionsOptions,
} from './history';
export { isBackOfficeAdmin, levelIcon, levelLabel, showsPartnerManagement } from './roles';
export type { AdminCheckUser } from './roles';
export { CANCEL_STATUS_WORD, PENDING_SETTLEMENT_NAME, gameTypeLabels, legResultLabels, levelLabels } from './labels';
