// The betting boards' routes: pre-match and in-play games, mini-games, game results, on the api package's configurable paths.
import type { BoardFixture } from '@betkit/api';
import { SPORTS_ITEMS_PER_PAGE, gameResultKind, gameResultsNewestFirst, hasId, idSet, isGameResultKind, parseServerTime, slipSettlement } from '@betkit/domain';
import { paged, queryNumber, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';
import { liveBoard } from '../backend/offers';

/** Whether a fixture matches the board's search text (team, league or country, as the sidebar search says). */
function matchesSearch(fixture: BoardFixture, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return [fixture.homeName, fixture.awayName, fixture.leagueName, fixture.locationName].some((name) => name.toLowerCase().includes(text));
}

/** The boards, the mini-game list and the game results. */
export function boardHandlers(ctx: DemoContext): DemoRoute[] {
  const { paths } = ctx;
  const data = () => stateOf(ctx).data;
  return [
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.prematchGames, ({ url }) => {
      const sportId = queryNumber(url, 'sportId');
      const locationId = queryNumber(url, 'locationId');
      const leagueId = queryNumber(url, 'leagueId');
      const search = url.searchParams.get('search') ?? '';
      // The favourites filter: only the listed fixtures, so the count and the pages are theirs.
      const fixtureIds = url.searchParams.has('fixtureIds') ? idSet((url.searchParams.get('fixtureIds') ?? '').split(',')) : undefined;
      const now = ctx.now().getTime();
      const items = data().prematch.filter(
        (fixture) =>
          (fixtureIds === undefined || hasId(fixtureIds, fixture.fixtureId)) &&
          (sportId === undefined || fixture.sportId === sportId) &&
          (locationId === undefined || fixture.locationId === locationId) &&
          (leagueId === undefined || fixture.leagueId === leagueId) &&
          matchesSearch(fixture, search) &&
          (parseServerTime(fixture.startdate) ?? 0) > now,
      );
      const page = Math.max(1, queryNumber(url, 'page') ?? 1);
      const perpage = Math.min(100, Math.max(1, queryNumber(url, 'perpage') ?? SPORTS_ITEMS_PER_PAGE));
      return { items: items.slice((page - 1) * perpage, page * perpage), totalCount: items.length, page, perpage };
    }),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.inplayGames, ({ url }) => {
      const sportId = queryNumber(url, 'sportId');
      return liveBoard(data(), ctx.now()).filter((fixture) => sportId === undefined || fixture.sportId === sportId);
    }),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.minigameList, () => data().minigames),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.gameResults, ({ url }) => {
      const kind = url.searchParams.get('kind') ?? 'sports';
      // Not in spec: a kind that is not one of the three tabs has no results.
      if (!isGameResultKind(kind)) return paged([], url);
      // A slip's game type decides the tab (a virtual race is a type-4 slip, whatever its sport's name).
      const legs = data()
        .slips.filter(({ legs: slip }) => slipSettlement(slip[0]) === 'settled' && gameResultKind(slip[0].game_type) === kind)
        .flatMap(({ legs: slip }) => slip)
        .filter((leg) => leg.sports_betting_score);
      const seen = new Set<string>();
      const results = legs
        .filter((leg) => {
          const key = `${leg.startdate}|${leg.sports_betting_home_participants_name}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .map((leg, index) => ({
          fixtureId: index + 1,
          sportName: leg.sports_name,
          leagueName: leg.league_name,
          homeName: leg.sports_betting_home_participants_name,
          awayName: leg.sports_betting_away_participants_name,
          startdate: leg.startdate,
          score: leg.sports_betting_score ?? '',
        }));
      // Not in spec: newest first before paging, so every page continues the one before; names stay as the feed sends them.
      return paged(gameResultsNewestFirst(results), url);
    }),
  ];
}
