import { useDeferredValue, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  betStyleFromPath,
  fixtureLeague,
  fixtureStart,
  marketsForTab,
  routeArea,
  SPORTS_ITEMS_PER_PAGE,
  truncateLeagueName,
} from '@betkit/domain';
import { BoardFilterBar, FavouriteToggle, KickOff, OddsBoard, oddsBoardLabels, Pagination, SportsBoardPage, SportsBoardResults, useIsMobile } from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { throwIfServerFault } from '../app/serverFault';
import { BetStyleNav } from './BetStyleNav';
import { BettingTabNav } from './BettingTabNav';
import { boardLabels, prematchLabels } from './labels';
import { boardQueryOf, filterlessSearch, withPage, type PrematchQuery } from './prematchQuery';
import { SlipColumn } from '../betting/SlipColumn';
import { usePrematchBoard } from './queries';
import { useFavourites } from './useFavourites';
import { useSlipFeed } from '../app/useSlipFeed';
import { SiteLink } from '../app/routerLinks';

// The slip panel is already its own chunk for the layout; the europe board borrows it lazily too.

/** Not in spec: how often the pre-match board refreshes its prices. */
const PREMATCH_REFRESH_MS = 30_000;

/**
 * The pre-match board of `/` and `/korean` (Korean style), `/europe` (European style) and `/event` (event style):
 * 15 fixtures a page, filtered by the route's query (sport_id, location_id, league, search), betting tabs,
 * favourites, and a row of bet buttons per market line that toggle picks on the pre-match slip.
 * Not in spec: the event board lists the same fixtures; only the slip's style differs (max bet 5,001, detail type 999).
 */
export default function PrematchPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const query = boardQueryOf(params);
  const feed = useSlipFeed('prematch');
  // Not in spec: the favourites filter asks the board for the favourite fixtures only, so the count and pages are theirs.
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const favourites = useFavourites();
  const fixtureIds = favouritesOnly ? [...favourites.ids].sort() : undefined;
  const style = betStyleFromPath(pathname);
  // The layout shows the pre-match slip except on europe (and other routes): this page then brings its own, on desktop.
  const slipColumn = !isMobile && routeArea(pathname) !== 'prematch';

  const board = usePrematchBoard(query, fixtureIds, {
      refreshInterval: PREMATCH_REFRESH_MS,
      // Another page or the favourites filter keeps the board (and its toolbar) until the new answer arrives.
      keepPreviousData: true,
      onSuccess: (page) => feed.onBoard(page.items),
      onError: feed.onBoardError,
  });

  // An answer draws in a transition, rendered in slices between frames, so the board never holds a tap for a long task.
  const data = useDeferredValue(board.data);

  // A server fault on the first load shows the error page; a later failed refresh keeps the board.
  if (!board.data) throwIfServerFault(board.error);

  const changePage = (page: number) => {
    setParams(withPage(params, page));
    window.scrollTo({ top: 0 });
  };
  // The filter changes what the pages hold, so it starts from the first page.
  const changeFavouritesOnly = (on: boolean) => {
    setFavouritesOnly(on);
    if (query.page !== 1) setParams(withPage(params, 1));
  };

  // A failed refresh keeps the board (the slip warns that prices may be stale); only a board never loaded shows the error.
  const error = data ? undefined : (board.error as unknown);
  const fixtures = (data?.items ?? [])
    // A star turned off on the favourites view leaves at once, before the board is read again.
    .filter((fixture) => !favouritesOnly || favourites.ids.has(String(fixture.fixtureId)))
    .map((fixture) => ({ fixture, markets: marketsForTab(fixture.markets, query.tab) }))
    .filter(({ markets }) => query.tab === 'all' || markets.length > 0);
  const entries = data
    ? fixtures.map(({ fixture, markets }) => ({
        fixture,
        markets,
        league: truncateLeagueName(fixtureLeague(fixture)),
        lead: (
          <FavouriteToggle
            fixture={fixture}
            favourite={favourites.ids.has(String(fixture.fixtureId))}
            onToggle={() => favourites.toggle(fixture.fixtureId)}
          />
        ),
        trail: <KickOff text={fixtureStart(fixture.startdate)} />,
      }))
    : undefined;

  return (
    <SportsBoardPage
      title={prematchLabels.title[style]}
      total={data ? boardLabels.total(data.totalCount) : undefined}
      slip={slipColumn ? <SlipColumn area="prematch" /> : null}
    >
      {isMobile ? <BetStyleNav current={style} /> : null}
      <FilterSummary query={query} params={params} pathname={pathname} />
      <BettingTabNav label={prematchLabels.tabs} current={query.tab} params={params} pathname={pathname} />
      <SportsBoardResults
        favourites={data ? { pressed: favouritesOnly, onPressedChange: changeFavouritesOnly, label: prematchLabels.favouritesFilter } : undefined}
        pagination={
          data ? (
            <Pagination
              page={query.page}
              totalCount={data.totalCount}
              pageSize={SPORTS_ITEMS_PER_PAGE}
              onPageChange={changePage}
              labels={{ nav: prematchLabels.pagination }}
            />
          ) : null
        }
      >
        <OddsBoard
          entries={entries}
          failure={error === undefined ? undefined : errorText(error, oddsBoardLabels.failed, { unanswered: THROWN_MESSAGE })}
          onRetry={() => board.mutate()}
          emptyText={favouritesOnly ? prematchLabels.emptyFavourites : prematchLabels.empty}
          picked={feed.picked}
          onPick={feed.pick}
        />
      </SportsBoardResults>
    </SportsBoardPage>
  );
}

/** The active filters (search text, sport or league from the tree) and the way back to every fixture. */
function FilterSummary({ query, params, pathname }: { query: PrematchQuery; params: URLSearchParams; pathname: string }) {
  const filtered = query.sportId !== undefined || query.locationId !== undefined || query.leagueId !== undefined;
  if (!filtered && query.search === undefined) return null;
  const rest = filterlessSearch(params);
  return (
    <BoardFilterBar
      text={query.search !== undefined ? prematchLabels.search(query.search) : prematchLabels.filtered}
      clear={(className) => (
        <SiteLink className={className} to={{ pathname, search: rest }}>
          {prematchLabels.clearFilters}
        </SiteLink>
      )}
    />
  );
}
