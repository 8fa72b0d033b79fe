// The pre-match board's state in the route's query (spec: /europe with game_type, sport_id, league,
// location_id, search, time, mtpt), plus the board's own page and tab, so every view can be linked.
import { getPrematchGames, type ApiClient } from '@betkit/api';
import { bettingTabOf, boardPageOf, SPORTS_ITEMS_PER_PAGE, type BettingTab, type BoardPage } from '@betkit/domain';

/** The board's query as the page reads it. */
export interface PrematchQuery {
  page: number;
  sportId?: number;
  locationId?: number;
  leagueId?: number;
  search?: string;
  tab: BettingTab;
}

/** Not in spec: the board's own query keys (the spec's keys are read as they are). */
const PAGE = 'page';
const TAB = 'tab';

// Not in spec: game_type, time and mtpt are kept in the query as they came but do not filter the board
// (their meaning is not shown; mtpt is the desktop landing's timestamp).

/** The filter keys the sport tree and the search set. */
const FILTER_KEYS = ['sport_id', 'location_id', 'league', 'search'] as const;

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** Reads the query; anything malformed is ignored rather than sent. */
export function boardQueryOf(params: URLSearchParams): PrematchQuery {
  const search = params.get('search')?.trim();
  return {
    page: positiveInteger(params.get(PAGE)) ?? 1,
    sportId: positiveInteger(params.get('sport_id')),
    locationId: positiveInteger(params.get('location_id')),
    leagueId: positiveInteger(params.get('league')),
    search: search ? search : undefined,
    tab: bettingTabOf(params.get(TAB)),
  };
}

/** The query at another page (page 1 leaves the key out). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE);
  else next.set(PAGE, String(page));
  return next;
}

/** The query on another tab, back at page 1 ('전체' leaves the key out). */
export function withTab(params: URLSearchParams, tab: BettingTab): URLSearchParams {
  const next = withPage(params, 1);
  if (tab === 'all') next.delete(TAB);
  else next.set(TAB, tab);
  return next;
}

/** The query string without the tree's and the search's filters, nor the page (other keys such as mtpt stay). */
export function filterlessSearch(params: URLSearchParams): string {
  const next = withPage(params, 1);
  for (const key of FILTER_KEYS) next.delete(key);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** One page of the pre-match board; no favourites to ask for (`fixtureIds` empty) is an empty page without a call. */
export function readPrematchBoard(client: ApiClient, query: PrematchQuery, fixtureIds: readonly string[] | undefined): Promise<BoardPage> {
  return fixtureIds?.length === 0
    ? Promise.resolve(boardPageOf({ items: [], totalCount: 0 }, query.page, SPORTS_ITEMS_PER_PAGE))
    : getPrematchGames(client, { ...query, perpage: SPORTS_ITEMS_PER_PAGE, fixtureIds }).then((answer) => boardPageOf(answer, query.page, SPORTS_ITEMS_PER_PAGE));
}
