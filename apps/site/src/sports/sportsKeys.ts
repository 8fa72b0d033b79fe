// SWR keys of the sports screens (the boards and the sport tree), each named by what it reads; all start 'sports:'.
import type { PrematchQuery } from './prematchQuery';

/** The prefix every sports key shares. */
const SPORTS_KEY_PREFIX = 'sports:';

/** The in-play board. */
export const inplayBoardKey = `${SPORTS_KEY_PREFIX}inplay`;

/** One page of the pre-match board for the route's query; `fixtureIds` when the favourites filter is on. */
export const prematchBoardKey = (query: PrematchQuery, fixtureIds: readonly string[] | undefined) =>
  [
    `${SPORTS_KEY_PREFIX}prematch`,
    query.page,
    query.sportId,
    query.locationId,
    query.leagueId,
    query.search,
    query.tab,
    fixtureIds?.join(','),
  ] as const;

/** The sport tree's sports. */
export const sportTreeKey = `${SPORTS_KEY_PREFIX}tree`;

/** A sport's countries in the tree. */
export const treeLocationsKey = (sportId: number) => [`${SPORTS_KEY_PREFIX}locations`, sportId] as const;

/** A country's leagues in the tree. */
export const treeLeaguesKey = (sportId: number, locationId: number) => [`${SPORTS_KEY_PREFIX}leagues`, sportId, locationId] as const;
