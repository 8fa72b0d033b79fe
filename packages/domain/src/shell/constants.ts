// The site shell's business constants (site-and-member-services.md section 9). Every number here is tested.

/** Idle minutes before a type-0 member is logged out. */
export const SESSION_IDLE_MINUTES = 60;
/** The logged-in user is re-fetched every this many seconds. */
export const USER_RECHECK_SECONDS = 5;
/** The top-bar clock refreshes every this many seconds. */
export const CLOCK_REFRESH_SECONDS = 1;
/** Not in spec: the in-play board polls every this many seconds (live prices move every few seconds). */
export const INPLAY_REFRESH_SECONDS = 5;
/** Viewports this wide or narrower use the mobile layout. */
export const MOBILE_BREAKPOINT_PX = 767;
/** The mobile layout's width. */
export const MOBILE_LAYOUT_WIDTH_PX = 424;
/** The desktop layout's width. */
export const DESKTOP_LAYOUT_WIDTH_PX = 1920;
/** Notebook desktops start at this width (and end under the desktop width). */
export const NOTEBOOK_MIN_WIDTH_PX = 1352;
/** Spec 2: "Query joinCd on the join flow triggers the recommender-code lookup on load" (on any page, for a guest). */
export const JOIN_CODE_QUERY = 'joinCd';
/** The mobile header's marquee of the site top notice scrolls once in this many seconds. */
export const MARQUEE_SCROLL_SECONDS = 15;
/** "Don't open today" hides a popup this many hours ahead. */
export const POPUP_HIDE_TODAY_HOURS = 12;
/** Closing a popup with X hides it this many minutes ahead. */
export const POPUP_CLOSE_MINUTES = 5;
/** The host that is never sent to the maintenance page; a deployment setting, empty (none) by default. */
export const DEFAULT_TEST_HOST = '';
