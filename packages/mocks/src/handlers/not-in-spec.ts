// Not in spec: routes of the calls a working site needs that the spec does not show, on the api
// package's configurable paths (login, current user, logout, the boards, mini-games, results, partner and recommender).
import type { HttpHandler } from 'msw';
import type { BoardFixture, PartnerMemberRow, PartnerSummary } from '@betkit/api';
import { SPORTS_ITEMS_PER_PAGE, parseServerTime, slipSettlement } from '@betkit/domain';
import { fail, jsonBody, memberOf, queryNumber, route, stateOf, tokenOf, type DemoContext } from '../backend/http';
import { login, logout, publicMember } from '../backend/members';
import { liveBoard } from '../backend/offers';
import type { DemoMember } from '../fixtures';

/** Whether a fixture matches the board's search text (team, league or country, as the sidebar search says). */
function matchesSearch(fixture: BoardFixture, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return [fixture.homeName, fixture.awayName, fixture.leagueName, fixture.locationName].some((name) => name.toLowerCase().includes(text));
}

/** Members recruited by a partner or recommender: the generated rows, then members who joined since, with their money totals. */
function recruits(ctx: DemoContext, owner: DemoMember): PartnerMemberRow[] {
  const data = stateOf(ctx).data;
  const generated = data.partnerMembers.find(({ partnerId }) => partnerId === owner.id)?.rows ?? [];
  const listed = new Set(generated.map((row) => row.id));
  return [...generated, ...data.members
    .filter((member) => member.parentId === owner.id && !listed.has(member.id))
    .map((member) => {
      const charges = data.charges.filter((charge) => charge.memberId === member.id && charge.status === 1);
      const slips = data.slips.filter(({ memberId }) => memberId === member.id);
      return {
        id: member.id,
        userId: member.userId,
        nickname: member.nickname,
        role: member.role,
        emoney: member.emoney,
        point: member.point,
        createdAt: member.createdAt,
        depositTotal: charges.filter((c) => c.depositMode === 0).reduce((sum, c) => sum + c.depositAmount, 0),
        withdrawTotal: charges.filter((c) => c.depositMode === 1).reduce((sum, c) => sum + c.depositAmount, 0),
        betTotal: slips.reduce((sum, { legs }) => sum + legs[0].amount, 0),
      };
    })];
}

/** A partner's or recommender's summary: the generated one, else totals of their members, rolling per game type, losing settlement. */
function summary(ctx: DemoContext, owner: DemoMember): PartnerSummary {
  const generated = stateOf(ctx).data.partnerSummaries.find(({ partnerId }) => partnerId === owner.id);
  if (generated) return generated.summary;
  const rows = recruits(ctx, owner);
  const data = stateOf(ctx).data;
  const ids = new Set(rows.map((row) => row.id));
  const settled = data.slips.filter(({ memberId, legs }) => ids.has(memberId) && slipSettlement(legs[0]) === 'settled');
  const winTotal = settled.filter(({ legs }) => legs[0].settlement_flag === 1).reduce((sum, { legs }) => sum + legs[0].amount * 2, 0);
  const betTotal = rows.reduce((sum, row) => sum + row.betTotal, 0);
  const percent = (value: unknown) => Number(value ?? 0) / 100;
  const losingPer = Number(owner.managementTarget1Percent ?? 0);
  return {
    memberCount: rows.length,
    depositTotal: rows.reduce((sum, row) => sum + row.depositTotal, 0),
    withdrawTotal: rows.reduce((sum, row) => sum + row.withdrawTotal, 0),
    betTotal,
    winTotal,
    rolling: {
      casino: Math.floor(betTotal * percent(owner.userRolling)),
      slot: Math.floor(betTotal * percent(owner.userRollingSlot)),
      mini: Math.floor(betTotal * percent(owner.userRollingMini)),
      sports: Math.floor(betTotal * percent(owner.userRollingSports)),
      virtual: Math.floor(betTotal * percent(owner.userRollingVirtual)),
    },
    losingAmount: Math.max(0, Math.floor(((betTotal - winTotal) * losingPer) / 100)),
    losingPer,
  };
}

function partnerOf(ctx: DemoContext, request: Request): DemoMember {
  const member = memberOf(ctx, request);
  if (member.type !== 1 && member.type !== 2) fail(403, '파트너만 이용할 수 있습니다.');
  return member;
}

function recommenderOf(ctx: DemoContext, request: Request): DemoMember {
  const member = memberOf(ctx, request);
  if (!stateOf(ctx).data.suggestionCodes.some(({ memberId }) => memberId === member.id)) fail(403, '추천인만 이용할 수 있습니다.');
  return member;
}

export function notInSpecHandlers(ctx: DemoContext): HttpHandler[] {
  const { paths } = ctx;
  const data = () => stateOf(ctx).data;
  const paged = <T,>(rows: T[], url: URL) => {
    const page = Math.max(1, queryNumber(url, 'page') ?? 1);
    const perpage = Math.min(100, Math.max(1, queryNumber(url, 'perpage') ?? 20));
    return { list: rows.slice((page - 1) * perpage, page * perpage), totalCount: rows.length };
  };
  return [
    route(ctx, 'post', paths.login, async ({ request }) => login(ctx, await jsonBody(request))),
    route(ctx, 'get', paths.currentUser, ({ request }) => publicMember(memberOf(ctx, request))),
    route(ctx, 'post', paths.logout, ({ request }) => {
      logout(ctx, tokenOf(request));
      return undefined;
    }),
    route(ctx, 'get', paths.prematchGames, ({ url }) => {
      const sportId = queryNumber(url, 'sportId');
      const locationId = queryNumber(url, 'locationId');
      const leagueId = queryNumber(url, 'leagueId');
      const search = url.searchParams.get('search') ?? '';
      // The favourites filter: only the listed fixtures, so the count and the pages are theirs.
      const fixtureIds = url.searchParams.has('fixtureIds') ? new Set((url.searchParams.get('fixtureIds') ?? '').split(',').map((id) => id.trim())) : undefined;
      const now = ctx.now().getTime();
      const items = data().prematch.filter(
        (fixture) =>
          (fixtureIds === undefined || fixtureIds.has(String(fixture.fixtureId))) &&
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
    route(ctx, 'get', paths.inplayGames, ({ url }) => {
      const sportId = queryNumber(url, 'sportId');
      return liveBoard(data(), ctx.now()).filter((fixture) => sportId === undefined || fixture.sportId === sportId);
    }),
    route(ctx, 'get', paths.minigameList, () => data().minigames),
    route(ctx, 'get', paths.gameResults, ({ url }) => {
      const kind = url.searchParams.get('kind') ?? 'sports';
      const legs = data()
        .slips.filter(({ legs: slip }) => slipSettlement(slip[0]) === 'settled')
        .flatMap(({ legs: slip }) => slip)
        .filter((leg) => leg.sports_betting_score && (kind === 'sports' ? leg.sports_name !== '미니게임' : kind === 'minigame' ? leg.sports_name === '미니게임' : false));
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
      return paged(results, url);
    }),
    route(ctx, 'get', paths.partnerSummary, ({ request }) => summary(ctx, partnerOf(ctx, request))),
    route(ctx, 'get', paths.partnerMembers, ({ request, url }) => paged(recruits(ctx, partnerOf(ctx, request)), url)),
    route(ctx, 'get', paths.recommenderSummary, ({ request }) => summary(ctx, recommenderOf(ctx, request))),
    route(ctx, 'get', paths.recommenderMembers, ({ request, url }) => paged(recruits(ctx, recommenderOf(ctx, request)), url)),
    route(ctx, 'get', paths.recommenderSettlements, ({ request }) => {
      const member = recommenderOf(ctx, request);
      return data().settlements.find(({ partnerId }) => partnerId === member.id)?.rows ?? [];
    }),
  ];
}
