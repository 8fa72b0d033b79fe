// Routes of betting-core.md section 7: history, delete, cancel, placing, limits, the member, cards, third-party games, mini-games, virtual games.
import { BULK_SLIP_LIMIT, BULK_THIRD_PARTY_LIMIT, bettingMessages, hasId, idSet, sameId, type HistorySlip } from '@betkit/domain';
import { cancelSlip, deleteSlips, placeBet } from '../backend/betting';
import { NEXT_ROUTE, assertSelf, fail, jsonBody, memberOf, param, queryNumber, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';
import { approveDueCharges } from '../backend/charges';
import { publicMember } from '../backend/members';
import { minigameRound, virtualGames, virtualMarkets, withMovedPrices } from '../backend/offers';

/** A page of a list: 1-based page, perpage capped. */
export function pageOf<T>(items: readonly T[], url: URL, defaultPerpage: number, maxPerpage: number): T[] {
  const page = Math.max(1, Math.floor(queryNumber(url, 'page') ?? 1));
  const perpage = Math.min(maxPerpage, Math.max(1, Math.floor(queryNumber(url, 'perpage') ?? defaultPerpage)));
  return items.slice((page - 1) * perpage, page * perpage);
}

/** The member's slips that the history query asks for, newest first. */
function historySlips(ctx: DemoContext, request: Request, url: URL): HistorySlip[] {
  const member = memberOf(ctx, request);
  const memberUserId = url.searchParams.get('memberUserId');
  if (memberUserId !== null && memberUserId !== member.userId) fail(403, '본인의 정보만 조회할 수 있습니다.');
  const gameType = queryNumber(url, 'gameType') ?? 1;
  const ids = idSet((url.searchParams.get('betSlipIds') ?? '').split(','));
  return stateOf(ctx)
    .data.slips.filter(({ memberId, legs }) => {
      const title = legs[0];
      if (memberId !== member.id || title.deleted_at) return false;
      if ((title.game_type ?? 1) !== gameType) return false;
      return ids.size === 0 || hasId(ids, title.id);
    })
    .map(({ legs }) => legs)
    .sort((a, b) => (a[0].created_at < b[0].created_at ? 1 : a[0].created_at > b[0].created_at ? -1 : b[0].id - a[0].id));
}

/** The member's third-party bets, newest first. */
function thirdPartyBets(ctx: DemoContext, request: Request) {
  const member = memberOf(ctx, request);
  return stateOf(ctx)
    .data.thirdPartyBets.filter(({ memberId }) => memberId === member.id)
    .map(({ bet }) => bet)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function bettingHandlers(ctx: DemoContext): DemoRoute[] {
  return [
    route(ctx, 'get', '/sports-prematch/count', ({ request, url }) => historySlips(ctx, request, url).length),
    route(ctx, 'get', '/sports-prematch/bettings', ({ request, url }) =>
      pageOf(historySlips(ctx, request, url), url, 10, BULK_SLIP_LIMIT),
    ),
    route(ctx, 'post', '/sports-prematch/user-delete', async ({ request }) =>
      deleteSlips(ctx, memberOf(ctx, request), await jsonBody(request)),
    ),
    route(ctx, 'post', '/sports-prematch/user/cancelAll/:id', (args) =>
      cancelSlip(ctx, memberOf(ctx, args.request), param(args, 'id')),
    ),
    route(ctx, 'post', '/sports-prematch/betting', async ({ request }) =>
      placeBet(ctx, memberOf(ctx, request), await jsonBody(request)),
    ),
    route(ctx, 'get', '/settingMinigameBetting', () => {
      const { minigameLimits, limits } = stateOf(ctx).data.settings;
      return { ...limits, ...minigameLimits };
    }),
    route(ctx, 'get', '/settingMemberBetting/:userId', (args) => {
      const member = memberOf(ctx, args.request);
      if (param(args, 'userId') !== member.userId) fail(403, '본인의 정보만 조회할 수 있습니다.');
      const { limits, bonus } = stateOf(ctx).data.settings;
      return { ...limits, bonus, minBetAmount: null, maxBetAmount: null, maxPrizeAmount: null };
    }),
    route(ctx, 'get', '/member/:id', (args) => {
      // GET /member/alertInfo and /member/check are other calls, whatever order the handlers are listed in.
      if (!/^\d+$/.test(param(args, 'id'))) return NEXT_ROUTE;
      const member = memberOf(ctx, args.request);
      assertSelf(member, param(args, 'id'));
      // The member's 5-second re-read is when the demo's back office completes a due request (the notification).
      if (approveDueCharges(ctx, member) > 0) ctx.store.save();
      return publicMember(member);
    }),
    route(ctx, 'get', '/card/user/count', ({ request, url }) => {
      const member = memberOf(ctx, request);
      assertSelf(member, url.searchParams.get('memberId'));
      const cards = stateOf(ctx).data.cards.find(({ memberId }) => memberId === member.id);
      return { normal: cards?.normal ?? 0, vip: cards?.vip ?? 0 };
    }),
    route(ctx, 'get', '/message/user/count', ({ request }) => {
      const member = memberOf(ctx, request);
      return stateOf(ctx).data.messages.filter(
        ({ memberId, message, deleted }) => memberId === member.id && !deleted && message.confirmStatus === 0,
      ).length;
    }),
    route(ctx, 'get', '/enjoycx/user/count', ({ request }) => thirdPartyBets(ctx, request).length),
    // Spec ambiguity: the bulk fetch sends gameType=2 without saying what it selects; the demo lists every row.
    route(ctx, 'get', '/enjoycx/user', ({ request, url }) => pageOf(thirdPartyBets(ctx, request), url, 10, BULK_THIRD_PARTY_LIMIT)),
    route(ctx, 'post', '/enjoycx/user/delete', async ({ request }) => {
      const member = memberOf(ctx, request);
      const body = await jsonBody(request);
      if (!Array.isArray(body) || body.length === 0) fail(400, bettingMessages.deleteFailed);
      const ids = idSet(body.map((item: unknown) => (item as { id?: unknown } | null)?.id));
      const data = stateOf(ctx).data;
      const before = data.thirdPartyBets.length;
      data.thirdPartyBets = data.thirdPartyBets.filter(({ memberId, bet }) => memberId !== member.id || !hasId(ids, bet.id));
      // Not in spec: the success text of the third-party delete.
      return `${before - data.thirdPartyBets.length}건의 베팅내역이 삭제되었습니다.`;
    }),
    route(ctx, 'get', '/enjoycx/gamelist', ({ url }) => {
      const code = url.searchParams.get('thirdpartycode');
      const provider = stateOf(ctx).data.thirdPartyGames.find(({ thirdPartyCode }) => thirdPartyCode === code);
      return { data: provider ? { list: provider.games } : null };
    }),
    route(ctx, 'get', '/enjoycx/play', ({ request, url }) => {
      const member = memberOf(ctx, request);
      if (url.searchParams.get('userid') !== member.userId) fail(403, '본인의 정보만 조회할 수 있습니다.');
      const code = url.searchParams.get('thirdpartycode');
      const gamecode = url.searchParams.get('gamecode');
      const platform = url.searchParams.get('platform');
      const provider = stateOf(ctx).data.thirdPartyGames.find(({ thirdPartyCode }) => thirdPartyCode === code);
      if (!provider || !provider.games.some((game) => game.code === gamecode) || (platform !== 'PC' && platform !== 'MOBILE')) {
        return { data: null };
      }
      const query = new URLSearchParams({ provider: provider.thirdPartyCode, game: gamecode ?? '', platform, user: member.userId });
      // The demo's stand-in for the provider's game page, served by the site (apps/site/public/demo-game.html).
      return { data: { link: `${ctx.url('/demo-game.html')}?${query}` } };
    }),
    route(ctx, 'get', '/minigame/events', ({ url }) => {
      const game = stateOf(ctx).data.minigames.find(({ id }) => id === queryNumber(url, 'gameId'));
      if (!game) fail(404, bettingMessages.minigameCheckFailed);
      return [withMovedPrices(stateOf(ctx).data, minigameRound(game, ctx.now()))];
    }),
    route(ctx, 'get', '/settingMinigame/:id', (args) => {
      const setting = stateOf(ctx).data.minigameSettings.find(({ id }) => sameId(id, param(args, 'id')));
      // A missing setting means maintenance (betting-core.md section 4); the site reads the empty answer so.
      return setting ?? '';
    }),
    route(ctx, 'get', '/virtureGame', ({ url }) => {
      const status = queryNumber(url, 'status');
      // The next events of each league, made for the demo clock: an event that has started is no longer listed.
      const games = virtualGames(stateOf(ctx).data, ctx.now(), {
        sportsType: url.searchParams.get('sportsType') ?? undefined,
        league: url.searchParams.get('league') ?? undefined,
      });
      return games.filter((game) => status === undefined || game.status === status);
    }),
    route(ctx, 'get', '/virtureGame/odds', ({ url }) => {
      const fixtureId = queryNumber(url, 'fixtureId') ?? 0;
      const markets = virtualMarkets(stateOf(ctx).data, fixtureId);
      if (!markets) fail(404, bettingMessages.underMaintenance);
      return withMovedPrices(stateOf(ctx).data, { fixtureId, markets });
    }),
    route(ctx, 'get', '/vet3/Soccer', () => {
      const { games, streams } = stateOf(ctx).data.virtualSoccerStreams;
      return [{ updatedAt: ctx.now().toISOString() }, games, streams];
    }),
  ];
}
