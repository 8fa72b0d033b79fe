// The public surface of @betkit/api: the client, the interceptor's events, and one typed function per call.
export { createApiClient, DEFAULT_ERROR_MESSAGE } from './client';
export type { ApiClient, ApiClientOptions, CallOptions, RequestOptions } from './client';
export { ApiError, messageFromBody, NETWORK_ERROR_MESSAGE } from './errors';
export { endsSession, isServerFault, leadsToBlankPage, sessionEventByStatus } from './session-events';
export type { SessionEvent } from './session-events';
export { resolveApiBaseUrl, resolveRequestTimeoutMs } from './config';
export type { RuntimeApiConfig } from './config';
export { DEFAULT_SITE_PATHS } from './paths';
export { DEFAULT_EXTRA_PATHS, DEFAULT_PARTNER_PATHS, resolveExtraPaths } from './calls/partner-paths';
export type { ClientPaths, ExtraPaths, PartnerPaths, SitePaths } from './paths';
export type * from './types';

export {
  cancelBetSlip,
  deleteBetSlips,
  getBetSlipCount,
  getBetSlips,
  getMemberBettingSettings,
  getMinigameBettingSettings,
  placeBet,
} from './calls/betting';
export { getCardCounts, getMember, getUnreadMessageCount } from './calls/member';
export {
  deleteMessages,
  getAlertSettings,
  getMessages,
  getUnreadMessages,
  markMessageRead,
  resetAlertCount,
  updateAlertSettings,
} from './calls/messages';
export {
  changePassword,
  changeRecoveredPassword,
  checkAttendance,
  claimChargeAmountCoupon,
  claimChargeCountCoupon,
  convertComps,
  convertPoints,
  findPassword,
  getAttendance,
  getCompHistory,
  getPointHistory,
  spinRoulette,
} from './calls/member-services';
export {
  createHoldemAccount,
  deleteThirdPartyBets,
  getHoldemLink,
  getMinigameEvents,
  getMinigameSetting,
  getThirdPartyBetCount,
  getThirdPartyBets,
  getThirdPartyGames,
  getThirdPartyPlayLink,
  getVirtualGames,
  getVirtualOdds,
  getVirtualSoccerStreams,
} from './calls/games';
export type { ThirdPartyBetQuery } from './calls/games';
export {
  getBoardPage,
  getEvents,
  getJackpot,
  getLeagues,
  getLocations,
  getNotices,
  getPopups,
  getSignUpSetting,
  getSports,
  getUserSetting,
  postNotice,
} from './calls/shell';
export {
  askCustomerCentre,
  bonusImageUrl,
  checkDepositPassword,
  confirmDepositAccount,
  getBankCodes,
  getBankingSetting,
  getBankNames,
  getChargeLabels,
  getCharges,
  getDepositEvents,
  hideCharge,
  hideCharges,
  requestDeposit,
  requestWithdrawal,
} from './calls/money';
export { checkSmsCode, checkSuggestionCode, encodePhoneForSms, isMemberValueTaken, join, sendSmsCode } from './calls/signup';
export type { MemberCheckQuery } from './calls/signup';
// Not in spec: calls a working site needs that the spec does not show, by what they do.
export { getCurrentUser, login, logout } from './calls/session';
export { getGameResults, getInplayGames, getMinigames, getPrematchGames } from './calls/boards';
export {
  getPartnerAnalysis,
  getPartnerBets,
  getPartnerCharges,
  getPartnerMembers,
  getPartnerRolling,
  getPartnerSettlements,
  getPartnerSummary,
  getPartnerThirdPartyBets,
  getRecommenderCharges,
  getRecommenderMembers,
  getRecommenderSettlements,
  getRecommenderSummary,
  sendPartnerEnquiry,
} from './calls/partners';
export { describeApiCalls, matchesCallPath, runApiCall } from './catalogue';
export type { ApiCallDescription } from './catalogue';
