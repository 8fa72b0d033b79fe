// Route guards (site-and-member-services.md sections 2, 4 "Maintenance" and "Guards", 5 partner rule, 9 viewports).
import { type AdminCheckUser, isBackOfficeAdmin } from '../betting/roles';
import { isRecord, toFiniteNumber } from '../read';
import {
  DEFAULT_TEST_HOST,
  DESKTOP_LAYOUT_WIDTH_PX,
  MOBILE_BREAKPOINT_PX,
  MOBILE_LAYOUT_WIDTH_PX,
  NOTEBOOK_MIN_WIDTH_PX,
} from './constants';
import { toInstant } from '../time';
import { shellMessages } from '../messages';
import { isUnder, normalizePath } from './path';

/** The maintenance page. */
export const MAINTENANCE_PATH = '/maintenance';
/** The back-office entry. */
export const ADMIN_PATH = '/admin';
/** The messages page. */
export const MESSAGE_PATH = '/message';
/** Where refused partner-page visitors go. */
export const AUTH_LOGIN_PATH = '/auth/login';
/** The desktop landing page. */
export const EUROPE_PATH = '/europe';
/** The partner area. */
export const PARTNER_PATH = '/partner';

/** A flag as the server sends it: true/1/'1'/'true' on, false/0/'0'/'false' off, junk undefined. */
export function readFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  const n = toFiniteNumber(value);
  if (n === 1) return true;
  if (n === 0) return false;
  return undefined;
}

/** True for a logged-in user record (isLogin on). */
export function isLoggedIn(user: unknown): boolean {
  return isRecord(user) && readFlag(user.isLogin) === true;
}

/** True for the back-office admin logged in: type 1, role 10, withdrawalType 0. */
export function isLoggedInAdmin(user: unknown): boolean {
  return isLoggedIn(user) && isBackOfficeAdmin(user as AdminCheckUser);
}

/** What the maintenance guard reads. */
export interface MaintenanceInput {
  siteNoticeFlg: unknown;
  pathname: unknown;
  host?: unknown;
  /** The host never sent to maintenance; empty (the default) means none. */
  testHost?: unknown;
}

/** True when the request comes from the configured test host (never when none is configured). */
export function isTestHost(host: unknown, testHost: unknown = DEFAULT_TEST_HOST): boolean {
  if (typeof host !== 'string' || typeof testHost !== 'string') return false;
  const wanted = testHost.trim().toLowerCase();
  return wanted !== '' && host.trim().toLowerCase() === wanted;
}

/** The maintenance redirect: on → '/maintenance' (except the test host), off on a maintenance path → '/', else null. */
export function maintenanceRedirect(input: MaintenanceInput): string | null {
  if (!isRecord(input)) return null;
  const flag = readFlag(input.siteNoticeFlg);
  const path = normalizePath(input.pathname);
  if (flag === true) {
    if (isTestHost(input.host, input.testHost) || path === MAINTENANCE_PATH) return null;
    return MAINTENANCE_PATH;
  }
  if (flag === false && path.includes('maintenance')) return '/';
  return null;
}

/** True when the site is in maintenance for this host (the other guards then stand down). */
export function isUnderMaintenance(input: MaintenanceInput): boolean {
  return isRecord(input) && readFlag(input.siteNoticeFlg) === true && !isTestHost(input.host, input.testHost);
}

/** The admin redirect: a logged-in back-office admin goes to '/admin' (null when already there or not admin). */
export function adminRedirect(user: unknown, pathname: unknown): string | null {
  return isLoggedInAdmin(user) && !isUnder(pathname, ADMIN_PATH) ? ADMIN_PATH : null;
}

/** True when message and event polling runs: logged in and not the back-office admin. */
export function shouldPollMessagesAndEvents(user: unknown): boolean {
  return isLoggedIn(user) && !isLoggedInAdmin(user);
}

/** How many unread messages a list (or a count) holds; junk is 0. */
export function unreadCount(unread: unknown): number {
  if (Array.isArray(unread)) return unread.length;
  const n = toFiniteNumber(unread);
  return n !== undefined && n > 0 ? Math.floor(n) : 0;
}

/** A redirect with an optional alert to show first. */
export interface GuardRedirect {
  /** Which guard fired. */
  guard: 'maintenance' | 'admin' | 'partner' | 'unreadMessages' | 'viewport';
  redirectTo: string;
  alert?: string;
}

/** The unread-message guard: logged-in non-admin users with unread messages go to '/message' with the alert, unless there. */
export function unreadMessageRedirect(user: unknown, unread: unknown, pathname: unknown): GuardRedirect | null {
  if (!shouldPollMessagesAndEvents(user) || unreadCount(unread) === 0 || isUnder(pathname, MESSAGE_PATH)) return null;
  return { guard: 'unreadMessages', redirectTo: MESSAGE_PATH, alert: shellMessages.newMessage };
}

/** True when a user may use partner pages: logged in, banType 0 and type 1 or 2. */
export function canUsePartnerPages(user: unknown): boolean {
  if (!isLoggedIn(user) || !isRecord(user)) return false;
  const type = toFiniteNumber(user.type);
  return toFiniteNumber(user.banType) === 0 && (type === 1 || type === 2);
}

/** The partner guard: on a partner page without partner rights → '/auth/login', else null. */
export function partnerRedirect(user: unknown, pathname: unknown): string | null {
  return isUnder(pathname, PARTNER_PATH) && !canUsePartnerPages(user) ? AUTH_LOGIN_PATH : null;
}

/** The layout for a viewport width: mobile at 424 px up to 767 px wide, desktop at 1920 px above (notebook 1352 to under 1920). */
export interface ViewportLayout {
  kind: 'mobile' | 'desktop';
  /** The layout's own width in px: 424 mobile, 1920 desktop. */
  layoutWidth: number;
  /** Desktop 1352 to under 1920 px: the sport tree sits behind a hover drawer. */
  notebook: boolean;
}

/** True for viewports of 767 px or narrower; junk widths are not mobile. */
export function isMobileViewport(width: unknown): boolean {
  const w = toFiniteNumber(width);
  return w !== undefined && w <= MOBILE_BREAKPOINT_PX;
}

/** True for notebook desktops: 1352 px up to, not including, 1920 px. */
export function isNotebookViewport(width: unknown): boolean {
  const w = toFiniteNumber(width);
  return w !== undefined && w >= NOTEBOOK_MIN_WIDTH_PX && w < DESKTOP_LAYOUT_WIDTH_PX;
}

/** The layout for a viewport width; junk widths get the desktop layout. */
export function viewportLayout(width: unknown): ViewportLayout {
  if (isMobileViewport(width)) return { kind: 'mobile', layoutWidth: MOBILE_LAYOUT_WIDTH_PX, notebook: false };
  return { kind: 'desktop', layoutWidth: DESKTOP_LAYOUT_WIDTH_PX, notebook: isNotebookViewport(width) };
}

/** True when a query string carries a non-empty mtpt value. */
export function hasMtpt(search: unknown): boolean {
  if (typeof search !== 'string') return false;
  const params = new URLSearchParams(search.trim().replace(/^\?/, ''));
  return (params.get('mtpt') ?? '').trim() !== '';
}

/** What the viewport guard reads. */
export interface ViewportInput {
  width: unknown;
  pathname: unknown;
  search?: unknown;
  now: unknown;
}

/** The desktop landing: wider than 767 px on '/' or '/europe' without mtpt → '/europe?…&mtpt={epoch ms}', else null. */
export function viewportRedirect(input: ViewportInput): string | null {
  if (!isRecord(input) || isMobileViewport(input.width)) return null;
  const path = normalizePath(input.pathname);
  if ((path !== '/' && path !== EUROPE_PATH) || hasMtpt(input.search)) return null;
  const at = toInstant(input.now);
  if (at === undefined) return null;
  const params = new URLSearchParams(path === EUROPE_PATH && typeof input.search === 'string' ? input.search.trim() : '');
  params.set('mtpt', String(Math.trunc(at)));
  return `${EUROPE_PATH}?${params.toString()}`;
}

/** Everything the route guard reads. */
export interface RouteGuardInput {
  pathname: unknown;
  search?: unknown;
  host?: unknown;
  settings?: { siteNoticeFlg?: unknown; testHost?: unknown } | null;
  user?: unknown;
  unreadMessages?: unknown;
  viewportWidth?: unknown;
  now?: unknown;
}

/** The first redirect in order: maintenance, admin, partner, unread messages, viewport; null when none applies. */
export function routeGuard(input: RouteGuardInput): GuardRedirect | null {
  if (!isRecord(input)) return null;
  const { pathname, search, host, user, unreadMessages, viewportWidth, now } = input;
  const settings = isRecord(input.settings) ? input.settings : {};
  const maintenance: MaintenanceInput = {
    siteNoticeFlg: settings.siteNoticeFlg,
    testHost: settings.testHost,
    pathname,
    host,
  };
  const toMaintenance = maintenanceRedirect(maintenance);
  if (toMaintenance !== null) return { guard: 'maintenance', redirectTo: toMaintenance };
  // During maintenance the maintenance page is the whole site: no other guard applies.
  if (isUnderMaintenance(maintenance)) return null;
  const toAdmin = adminRedirect(user, pathname);
  if (toAdmin !== null) return { guard: 'admin', redirectTo: toAdmin };
  const toLogin = partnerRedirect(user, pathname);
  if (toLogin !== null) return { guard: 'partner', redirectTo: toLogin };
  const toMessages = unreadMessageRedirect(user, unreadMessages, pathname);
  if (toMessages !== null) return toMessages;
  const toEurope = viewportRedirect({ width: viewportWidth, pathname, search, now });
  return toEurope === null ? null : { guard: 'viewport', redirectTo: toEurope };
}
