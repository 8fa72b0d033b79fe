// Session rules (site-and-member-services.md section 4 "Session"): idle expiry, withdrawn check, logout.
import { VIRTUAL_SPORTS_PREFIX } from '../constants';
import { isRecord, toFiniteNumber } from '../read';
import { formatSeoulDateTime } from '../time';
import { SESSION_IDLE_MINUTES } from './constants';
import { parseSeoulStamp, toInstant } from '../time';
import { firstSegment, isUnder } from './path';
import { shellMessages } from '../messages/shell';

/** Route areas where an expired session does not log out: casino, slot, minigame, bet365, europe, inplay. */
export const IDLE_EXEMPT_AREAS = ['casino', 'slot', 'minigame', VIRTUAL_SPORTS_PREFIX, 'europe', 'inplay'] as const;

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;

/**
 * True when an answer of GET /member/{id} can stand for the member: a record with an id and finite money, points and
 * comps (issue 32: a wrong answer must never replace the member with zeros; the last one known stays).
 */
export function isMemberAnswer(answer: unknown): boolean {
  if (!isRecord(answer) || answer.id === undefined || answer.id === null) return false;
  return [answer.emoney, answer.point, answer.comp].every((value) => toFiniteNumber(value) !== undefined);
}

/** True for a normal member (type 0), the only users with an idle expiry. */
export function isIdleTrackedMember(user: unknown): boolean {
  return isRecord(user) && toFiniteNumber(user.type) === 0;
}

/** The idle expiry stamp for a visit at `now`: 60 minutes later, 'YYYY-MM-DD HH:mm:ss' Korean time; '' for a junk time. */
export function refreshStamp(now: unknown): string {
  const at = toInstant(now);
  if (at === undefined) return '';
  const expiry = toInstant(at + IDLE_MS);
  return expiry === undefined ? '' : formatSeoulDateTime(expiry);
}

/** The stamp stored at login: a fresh one for type-0 members, undefined for everyone else (no idle expiry). */
export function loginStamp(user: unknown, now: unknown): string | undefined {
  return isIdleTrackedMember(user) ? refreshStamp(now) : undefined;
}

/** True once `now` is past the stamp; a missing or unreadable stamp or time never expires. */
export function isIdleExpired(stamp: unknown, now: unknown): boolean {
  const expiry = parseSeoulStamp(stamp);
  const at = toInstant(now);
  if (expiry === undefined || at === undefined) return false;
  // Expired strictly after the stamp: at the stamp itself the session is still alive.
  return at > expiry;
}

/** True when the pathname's area (first segment) is exempt from idle logout. */
export function isIdleExempt(pathname: unknown): boolean {
  return (IDLE_EXEMPT_AREAS as readonly string[]).includes(firstSegment(pathname));
}

/** True when the re-fetched user is withdrawn (withdrawalType 1). */
export function isWithdrawn(user: unknown): boolean {
  return isRecord(user) && toFiniteNumber(user.withdrawalType) === 1;
}

/** Why the periodic session check logs a user out. */
export type SessionLogoutReason = 'withdrawn' | 'idle';

/** The periodic session check's verdict: keep the session, or log out with the alert to show. */
export type SessionVerdict =
  | { logout: false }
  | { logout: true; reason: SessionLogoutReason; message: string };

/** What the periodic check reads: the re-fetched user, the stored stamp, the current path and the time. */
export interface SessionCheckInput {
  user: unknown;
  stamp?: unknown;
  pathname?: unknown;
  now: unknown;
}

/** The session check: withdrawn first ('탈퇴되었습니다.'), then idle expiry for type-0 members outside exempt areas. */
export function checkSession(input: SessionCheckInput): SessionVerdict {
  const { user, stamp, pathname, now } = isRecord(input) ? input : ({} as SessionCheckInput);
  if (isWithdrawn(user)) return { logout: true, reason: 'withdrawn', message: shellMessages.withdrawn };
  if (isIdleTrackedMember(user) && !isIdleExempt(pathname) && isIdleExpired(stamp, now)) {
    return { logout: true, reason: 'idle', message: shellMessages.idleLogout };
  }
  return { logout: false };
}

/** Where a logout starts: the member site, the partner area or the recommender area. */
export type LogoutArea = 'site' | 'partner' | 'recommender';

/** The area of a pathname or area name: '/partner…' is partner, '/recommender…' recommender, the rest site. */
export function logoutAreaOf(areaOrPath: unknown): LogoutArea {
  if (areaOrPath === 'partner' || isUnder(areaOrPath, '/partner')) return 'partner';
  if (areaOrPath === 'recommender' || isUnder(areaOrPath, '/recommender')) return 'recommender';
  return 'site';
}

/** What a logout does: storage keys cleared, where it goes, dialogs closed, and whether the page reloads. */
export interface LogoutPlan {
  /** Browser storage entries removed: the stored user and the session user. */
  clear: readonly ['user', 'sessionUser'];
  /** Always the home page. */
  redirectTo: '/';
  /** The user-info dialog closes. */
  closeUserInfoDialog: true;
  /** Partner and recommender logouts reload the page. */
  reload: boolean;
  /** The user-info dialog's logout button is hidden for type 1 with role 10 (section 6). */
  logoutButtonVisible: boolean;
}

/** The logout plan for a user leaving from an area (an area name or a pathname). */
export function logoutPlan(user: unknown, area: unknown): LogoutPlan {
  const where = logoutAreaOf(area);
  const adminLike = isRecord(user) && toFiniteNumber(user.type) === 1 && toFiniteNumber(user.role) === 10;
  return {
    clear: ['user', 'sessionUser'],
    redirectTo: '/',
    closeUserInfoDialog: true,
    reload: where !== 'site',
    logoutButtonVisible: !adminLike,
  };
}
