// Shell checks the first route needs (site-and-member-services.md sections 2, 4, 9): flags, the admin test, message
// polling and the viewport landing. The route guards that act on navigation are in route-guards.ts.
import { type AdminCheckUser, isBackOfficeAdmin } from '../betting/roles';
import { isRecord, toFiniteNumber } from '../read';
import {
  DESKTOP_LAYOUT_WIDTH_PX,
  MOBILE_BREAKPOINT_PX,
  MOBILE_LAYOUT_WIDTH_PX,
  NOTEBOOK_MIN_WIDTH_PX,
} from './constants';
import { toInstant } from '../time';
import { normalizePath } from './path';

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
