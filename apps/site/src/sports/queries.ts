// The sports screens' reads (the boards, the live scores and the sport tree) and their SWR keys, each named by what it reads.
import useSWR, { preload, type SWRConfiguration } from 'swr';
import { getInplayGames, getLeagues, getLocations, getSports } from '@betkit/api';
import { listOf, type BoardPage, type League, type Location, type SportListItem } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { readPrematchBoard, type PrematchQuery } from './prematchQuery';

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

/** How a board reads: its polling and the slip feed's answers (onSuccess, onError). */
export type BoardOptions<T> = Pick<SWRConfiguration<T>, 'refreshInterval' | 'keepPreviousData' | 'onSuccess' | 'onError'>;

/** One page of the pre-match board for the route's query. */
export function usePrematchBoard(query: PrematchQuery, fixtureIds: readonly string[] | undefined, options: BoardOptions<BoardPage>) {
  const { client } = useSite();
  return useSWR(prematchBoardKey(query, fixtureIds), () => readPrematchBoard(client, query, fixtureIds), options);
}

/** Hands the board's boot read (started beside React's chunk) to the page's hook: it takes the answer (SWR's preload). */
export function preloadPrematchBoard(query: PrematchQuery, page: Promise<BoardPage>): void {
  preload(prematchBoardKey(query, undefined), () => page);
}

/** The sport tree's sports. */
export const sportTreeKey = `${SPORTS_KEY_PREFIX}tree`;

/** A sport's countries in the tree. */
export const treeLocationsKey = (sportId: number) => [`${SPORTS_KEY_PREFIX}locations`, sportId] as const;

/** A country's leagues in the tree. */
export const treeLeaguesKey = (sportId: number, locationId: number) => [`${SPORTS_KEY_PREFIX}leagues`, sportId, locationId] as const;

/** The tree's sports. */
export function useTreeSports() {
  const { client } = useSite();
  return useSWR(sportTreeKey, () => getSports(client).then((answer) => listOf<SportListItem>(answer)));
}

/** A sport's countries in the tree. */
export function useTreeLocations(sportId: number) {
  const { client } = useSite();
  return useSWR(treeLocationsKey(sportId), () => getLocations(client, sportId).then((answer) => listOf<Location>(answer)));
}

/** A country's leagues in the tree. */
export function useTreeLeagues(sportId: number, locationId: number) {
  const { client } = useSite();
  return useSWR(treeLeaguesKey(sportId, locationId), () => getLeagues(client, { sportId, locationId }).then((answer) => listOf<League>(answer)));
}

/** The live scores page (the in-play list as it answers, on a key of its own). */
export const sportsboardKey = 'site:sportsboard';

/** The live scores, polled every `refreshInterval` ms. */
export function useSportsboard(refreshInterval: number) {
  const { client } = useSite();
  return useSWR(sportsboardKey, () => getInplayGames(client), { refreshInterval });
}
