// The member area's rules that the site's first route does not read (site-and-member-services.md sections 2-9):
// route guards, notifications, popups, notices and post drafts, and the member menu.
export {
  adminRedirect,
  afterLoginPath,
  canOpenRecommenderPages,
  canUsePartnerPages,
  isTestHost,
  isUnderMaintenance,
  LOGIN_REDIRECT_QUERY,
  maintenanceRedirect,
  NOT_A_RECOMMENDER_STATUS,
  partnerLoginPath,
  partnerRedirect,
  routeGuard,
  unreadMessageRedirect,
} from './route-guards';
export type { GuardRedirect, MaintenanceInput, RouteGuardInput } from './route-guards';
export { ALERT_RESET_TYPES, nextNotification, pendingNotifications } from './notifications';
export type { AlertResetType, ShellNotification } from './notifications';
export {
  POPUP_HIDE_MS,
  activePopups,
  applyPopupHides,
  dismissPopup,
  isPopupVisible,
  popupHide,
  popupContents,
  popupPlacement,
  readPopupHides,
  visiblePopups,
} from './popups';
export type { PopupDismissal, PopupHide, PopupHides, PopupPlacement, ShownPopup, SitePopup } from './popups';
export {
  NOTICE_CONTENTS_MAX,
  NOTICE_TITLE_MAX,
  NOTICE_WIDGET_PAGE_SIZE,
  boardEntries,
  boardEntryDate,
  boardEntryTime,
  canWriteNotice,
  findBoardEntry,
  latestNotices,
  newestFirst,
  noticeContentsMessage,
  noticeDraftMessage,
  noticeHtmlFromText,
  noticeMessages,
  noticeTitleMessage,
} from './notices';
export type { BoardEntry } from './notices';
export { postDraftMessages } from './post-draft';
export { cookieNames, memberMenuMessages } from './member-menu';
