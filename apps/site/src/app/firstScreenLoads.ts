// What the first screen needs, started by the React-free entry so it loads beside React's chunk, not after it:
// the landing board's page chunk and its first reads (the site settings, the popups and a pre-match page), each held
// here until its hook takes it, so a failure in between never counts as unhandled.
import { getPopups, getUserSetting, type ApiClient, type UserSettingAnswer } from '@betkit/api';
import type { BoardPage } from '@betkit/domain';
import { boardQueryOf, readPrematchBoard, type PrematchQuery } from '../sports/prematchQuery';
import { inplayPath } from './paths';
import { hasPopups, loadSitePopups } from './sitePopups';

export const loadPrematchPage = () => import('../sports/PrematchPage');
export const loadInplayPage = () => import('../sports/InplayPage');

/** The pre-match board's routes: home and the three bet styles. */
export const isPrematchBoardPath = (pathname: string) => /^\/(korean|europe|event)?$/.test(pathname);

/** Starts the page chunk of the boards a member lands on most: the pre-match styles (and home) and in-play. */
export function preloadFirstScreen(pathname: string): void {
  const load = pathname === inplayPath ? loadInplayPage : isPrematchBoardPath(pathname) ? loadPrematchPage : undefined;
  load?.().catch(() => undefined);
}

/** The first screen's reads in flight, for the screen's hooks to take (one call each). */
export interface FirstReads {
  /** GET /setting/user: the maintenance switch and top notice every page's frame reads. */
  siteSettings: Promise<UserSettingAnswer>;
  /** GET /boardPopup: the frame's popups (the first screen's largest paint). */
  popups?: Promise<unknown>;
  /** A pre-match page's board, with the query it was read for. */
  prematchBoard?: { query: PrematchQuery; page: Promise<BoardPage> };
}

/**
 * Starts the first screen's reads once the client exists: the site settings on every page, and on a board the popups
 * and a pre-match page (in-play's read shares the last answer's objects, so its page reads it). An answer with any
 * popup starts their layer's chunk at once.
 */
export function startFirstReads(client: ApiClient, { pathname, search }: Pick<Location, 'pathname' | 'search'>): FirstReads {
  const prematch = isPrematchBoardPath(pathname);
  const reads: FirstReads = { siteSettings: getUserSetting(client) };
  if (prematch || pathname === inplayPath) {
    reads.popups = getPopups(client);
    // The layer's chunk failing is the frame's to meet when it renders the popups.
    reads.popups.then((list) => (hasPopups(list) ? loadSitePopups() : undefined)).catch(() => undefined);
  }
  if (prematch) {
    const query = boardQueryOf(new URLSearchParams(search));
    reads.prematchBoard = { query, page: readPrematchBoard(client, query, undefined) };
  }
  // A read that fails before React has arrived is its hook's to show, once handed over: until then it is not unhandled.
  for (const read of [reads.siteSettings, reads.popups, reads.prematchBoard?.page]) read?.catch(() => undefined);
  return reads;
}
