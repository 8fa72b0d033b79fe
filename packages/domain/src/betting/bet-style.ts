// Bet styles, game detail codes and route areas (betting-core.md sections 2 and 9).
import { MINIGAME_ROUTE_PREFIX, VIRTUAL_SPORTS_PREFIX } from '../constants';

/** The three bet styles; the last path segment picks one. */
export type BetStyle = 'europe' | 'korean' | 'event';

/** Game detail type codes sent with a bet: Europe 91–93, Korean 94–96 (1, 2, 3+ selections), event 999. */
export type GameDetailType = 91 | 92 | 93 | 94 | 95 | 96 | 999;

/** The slip area a route belongs to; the bet cart opens that area's slip. */
export type RouteArea = 'inplay' | 'europe' | 'virtual' | 'minigame' | 'prematch';

/** Every bet style, in a stable order (for stories and argTypes). */
export const BET_STYLES = ['europe', 'korean', 'event'] as const satisfies readonly BetStyle[];

/** Every route area, in a stable order. */
export const ROUTE_AREAS = [
  'inplay',
  'europe',
  'virtual',
  'minigame',
  'prematch',
] as const satisfies readonly RouteArea[];

/** The path's segments, without query, hash or empty segments; junk is no segments. */
function pathSegments(pathname: unknown): string[] {
  if (typeof pathname !== 'string') return [];
  const path = pathname.replace(/[?#][\s\S]*$/, '');
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The route name of a path, built the way file-based routers name routes: segments joined with '-'
 * (/minigame/donghang → 'minigame-donghang', /bet365/soccer/worldcup → 'bet365-soccer-worldcup').
 * The spec names routes ("names starting with minigame-") while the site's paths are /minigame/…;
 * joining makes both /minigame-x and /minigame/x read as the route name 'minigame-x'.
 */
export function routeName(pathname: unknown): string {
  return pathSegments(pathname).join('-');
}

/** The bet style of a path: last segment 'europe' or 'event', anything else Korean. */
export function betStyleFromPath(pathname: unknown): BetStyle {
  const last = pathSegments(pathname).at(-1);
  // Router paths are case-sensitive, so '/Europe' is not the europe route.
  if (last === 'europe') return 'europe';
  if (last === 'event') return 'event';
  return 'korean';
}

/** The first code of each style's 1, 2, 3+ selection codes. */
const FIRST_DETAIL_TYPE = { europe: 91, korean: 94 } as const;

/** The game detail type code of a bet: style and selection count (below 2, or junk, uses the 1-selection code). */
export function gameDetailType(style: BetStyle, selectionCount: number): GameDetailType {
  if (style === 'event') return 999;
  const first = style === 'europe' ? FIRST_DETAIL_TYPE.europe : FIRST_DETAIL_TYPE.korean;
  // Not in spec: 0 selections is refused before submit; give it the 1-selection code rather than none.
  const count = Number.isFinite(selectionCount) ? Math.trunc(selectionCount) : 1;
  const offset = count >= 3 ? 2 : count === 2 ? 1 : 0;
  return (first + offset) as GameDetailType;
}

// The bare /minigame index (if any) belongs to mini-games too, although its name lacks the trailing '-'.
const MINIGAME_INDEX = MINIGAME_ROUTE_PREFIX.replace(/-$/, '');

/** True when a route name is `name` itself or one of its sub-routes (`name-…`). */
function isRouteOrChild(name: string, route: string): boolean {
  return name === route || name.startsWith(`${route}-`);
}

/** The slip area of a path: in-play, europe, virtual sports (bet365…), mini-games (minigame-…), else pre-match. */
export function routeArea(pathname: unknown): RouteArea {
  const name = routeName(pathname);
  if (isRouteOrChild(name, 'inplay')) return 'inplay';
  if (isRouteOrChild(name, 'europe')) return 'europe';
  if (name.startsWith(VIRTUAL_SPORTS_PREFIX)) return 'virtual';
  if (name.startsWith(MINIGAME_ROUTE_PREFIX) || name === MINIGAME_INDEX) return 'minigame';
  return 'prematch';
}

/** True on the partner area's routes (/partner and /partner/…). */
export function isPartnerRoute(pathname: unknown): boolean {
  return isRouteOrChild(routeName(pathname), 'partner');
}

/** True when the common (pre-match) slip panel shows: not on inplay, europe, partner, virtual or minigame routes. */
export function showsPrematchSlip(pathname: unknown): boolean {
  return routeArea(pathname) === 'prematch' && !isPartnerRoute(pathname);
}
