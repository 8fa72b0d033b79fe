// The sports boards' reads and their SWR keys, each named by what it reads; all start 'sports:' (the sport tree's
// are treeQueries.ts', so a phone's first route, which has no tree, does not carry them).
import useSWR, { type SWRConfiguration } from 'swr';
import { getInplayGames, getPrematchGames } from '@betkit/api';
import { boardFixturesOf, boardPageOf, SPORTS_ITEMS_PER_PAGE, type BoardFixture, type BoardPage } from '@betkit/domain';
import { useSite } from '../app/runtime';
import type { PrematchQuery } from './prematchQuery';

/** The prefix every sports key shares. */
export const SPORTS_KEY_PREFIX = 'sports:';

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
type BoardOptions<T> = Pick<SWRConfiguration<T>, 'refreshInterval' | 'keepPreviousData' | 'onSuccess' | 'onError'>;

/** One page of the pre-match board; no favourites to ask for (`fixtureIds` empty) is an empty page without a call. */
export function usePrematchBoard(query: PrematchQuery, fixtureIds: readonly string[] | undefined, options: BoardOptions<BoardPage>) {
  const { client } = useSite();
  return useSWR(
    prematchBoardKey(query, fixtureIds),
    () =>
      fixtureIds?.length === 0
        ? boardPageOf({ items: [], totalCount: 0 }, query.page, SPORTS_ITEMS_PER_PAGE)
        : getPrematchGames(client, { ...query, perpage: SPORTS_ITEMS_PER_PAGE, fixtureIds }).then((answer) => boardPageOf(answer, query.page, SPORTS_ITEMS_PER_PAGE)),
    options,
  );
}

/** The in-play board's fixtures. */
export function useInplayBoard(options: BoardOptions<BoardFixture[]>) {
  const { client } = useSite();
  return useSWR(inplayBoardKey, () => getInplayGames(client).then(boardFixturesOf), options);
}
