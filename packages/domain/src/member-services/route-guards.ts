// The route guards a navigation runs (site-and-member-services.md section 4 "Maintenance" and "Guards", 5 partner
// rule), apart from guards.ts so the site's first route, which needs only the viewport landing, does not carry them.
import { isRecord, toFiniteNumber } from '../read';
import { DEFAULT_TEST_HOST } from '../shell/constants';
import { shellMessages } from '../messages';
import {
  ADMIN_PATH,
  AUTH_LOGIN_PATH,
  isLoggedIn,
  isLoggedInAdmin,
  MAINTENANCE_PATH,
  MESSAGE_PATH,
  PARTNER_PATH,
  readFlag,
  shouldPollMessagesAndEvents,
  unreadCount,
  viewportRedirect,
} from '../shell/guards';
import { isUnder, normalizePath } from '../shell/path';

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

/**
 * Not in spec: who may open the recommender area (spec 2, 6: "Recommender permissions beyond the listed tabs: not
 * shown"). The user record names no recommender (spec 3), so the site admits a logged-in member (type 0), not banned
 * and not withdrawn; the server's recommender reads refuse (403) a member who holds no recommender code, and the area
 * then sends them to /auth/login as this guard does anyone else.
 */
export function canOpenRecommenderPages(user: unknown): boolean {
  if (!isLoggedIn(user) || !isRecord(user)) return false;
  return toFiniteNumber(user.type) === 0 && toFiniteNumber(user.banType) === 0 && toFiniteNumber(user.withdrawalType) !== 1;
}

/** Not in spec: the status the recommender reads answer to a member who is not a recommender (the area's second guard). */
export const NOT_A_RECOMMENDER_STATUS = 403;

/** The query parameter of a login page that names where to go after login. */
export const LOGIN_REDIRECT_QUERY = 'redirect';

/** The partner guard's login page, asked to return to `from` after login ('/auth/login?redirect=%2Fpartner%2Fpt'). */
export function partnerLoginPath(from: unknown): string {
  const path = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
  return `${AUTH_LOGIN_PATH}?${new URLSearchParams({ [LOGIN_REDIRECT_QUERY]: path }).toString()}`;
}

/** Where a logged-in user goes from a login page: `target`, unless a guard would send them straight back (then null). */
export function afterLoginPath(user: unknown, target: string): string | null {
  return partnerRedirect(user, target) === null ? target : null;
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
  // After login the member returns to the partner page asked for.
  if (partnerRedirect(user, pathname) !== null) {
    return { guard: 'partner', redirectTo: partnerLoginPath(`${normalizePath(pathname)}${typeof search === 'string' ? search : ''}`) };
  }
  const toMessages = unreadMessageRedirect(user, unreadMessages, pathname);
  if (toMessages !== null) return toMessages;
  const toEurope = viewportRedirect({ width: viewportWidth, pathname, search, now });
  return toEurope === null ? null : { guard: 'viewport', redirectTo: toEurope };
}
