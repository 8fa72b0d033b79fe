// The site shell's pure rules (site-and-member-services.md sections 3-6 and 9).
export { shellMessages } from '../messages';
export {
  CLOCK_REFRESH_SECONDS,
  DEFAULT_TEST_HOST,
  DESKTOP_LAYOUT_WIDTH_PX,
  INPLAY_REFRESH_SECONDS,
  JOIN_CODE_QUERY,
  MARQUEE_SCROLL_SECONDS,
  MOBILE_BREAKPOINT_PX,
  MOBILE_LAYOUT_WIDTH_PX,
  NOTEBOOK_MIN_WIDTH_PX,
  POPUP_CLOSE_MINUTES,
  POPUP_HIDE_TODAY_HOURS,
  SESSION_IDLE_MINUTES,
  USER_RECHECK_SECONDS,
} from './constants';
export { firstSegment, isUnder, normalizePath } from './path';
export {
  IDLE_EXEMPT_AREAS,
  checkSession,
  isIdleExempt,
  isIdleExpired,
  isIdleTrackedMember,
  isMemberAnswer,
  isWithdrawn,
  loginStamp,
  logoutAreaOf,
  logoutPlan,
  refreshStamp,
} from './session';
export type { LogoutArea, LogoutPlan, SessionCheckInput, SessionLogoutReason, SessionVerdict } from './session';
export {
  ADMIN_PATH,
  AUTH_LOGIN_PATH,
  EUROPE_PATH,
  MAINTENANCE_PATH,
  MESSAGE_PATH,
  PARTNER_PATH,
  hasMtpt,
  isLoggedIn,
  isLoggedInAdmin,
  isMobileViewport,
  isNotebookViewport,
  readFlag,
  shouldPollMessagesAndEvents,
  unreadCount,
  viewportLayout,
  viewportRedirect,
} from './guards';
export type { ViewportInput, ViewportLayout } from './guards';
