// The partner and recommender areas' routes, on the api package's configurable paths. Every figure is derived on
// each read from the same demo state the member screens change, through @betkit/domain's partner rules.
import type { PartnerMemberRow, PartnerSummary } from '@betkit/api';
import {
  calendarDaysBefore,
  contractPercentBasisPoints,
  formatIsoDate,
  isInPeriod,
  losingSettlement,
  periodInterval,
  rollingByDay,
  rollingRatesOf,
  seoulCalendarDate,
  slipSettlement,
  totalWinAmount,
  type RollingGameType,
  type RollingStake,
  type SettlementPeriod,
} from '@betkit/domain';
import { fail, memberOf, paged, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';
import type { DemoMember } from '../fixtures';
import { partnerMemberRow } from '../fixtures/partners';

/** Not in spec: a recommender has no management target percents; the demo settles its losing at 10 %. */
const RECOMMENDER_LOSING_BP = 1_000;

/** The catalogue's slip game_type → rolling type (1, 2 sports; 3 mini; 4 virtual) and third-party gameType 2 → casino. */
const SLIP_ROLLING_TYPE: Readonly<Record<number, RollingGameType>> = { 1: 'sports', 2: 'sports', 3: 'mini', 4: 'virtual' };
const CASINO_GAME_TYPE = 2;

/** Not in spec: the default period is the '1 month' preset's 30 days (betting-core §9). */
const DEFAULT_PERIOD_DAYS = 30;

/** Not in spec: the period asked (?from&to, YYYY-MM-DD), else the last 30 days ending today in Seoul on the demo clock. */
function periodOf(ctx: DemoContext, url: URL): SettlementPeriod {
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  if (from && to) {
    if (!periodInterval({ from, to })) fail(400, '조회 기간을 확인해주세요.');
    return { from, to };
  }
  // The days are counted here, not through dateRangePreset, so the demo shares no extra module with the site's first route.
  const today = seoulCalendarDate(ctx.now()) ?? fail(500);
  return { from: formatIsoDate(calendarDaysBefore(today, DEFAULT_PERIOD_DAYS)), to: formatIsoDate(today) };
}

/** The members who joined under a partner or recommender. */
function recruitsOf(ctx: DemoContext, owner: DemoMember): DemoMember[] {
  return stateOf(ctx).data.members.filter((member) => member.parentId === owner.id);
}

/**
 * Every stake of these members as the rolling rule reads it. Not in spec: a slip counts on the day it was
 * placed (the demo keeps no settlement time); a pending slip is open, a cancelled one ('취소') cancelled.
 */
function stakesOf(ctx: DemoContext, memberIds: ReadonlySet<number>): (RollingStake & { memberId: number })[] {
  const data = stateOf(ctx).data;
  const slips = data.slips
    .filter(({ memberId, legs }) => memberIds.has(memberId) && SLIP_ROLLING_TYPE[legs[0].game_type ?? 0])
    .map(({ memberId, legs: [title] }) => ({
      memberId,
      gameType: SLIP_ROLLING_TYPE[title.game_type ?? 0] as RollingGameType,
      amount: title.amount,
      status: String(title.settlement_name ?? '').includes('취소') ? ('cancelled' as const) : slipSettlement(title) === 'pending' ? ('open' as const) : ('settled' as const),
      settledAt: title.created_at,
    }));
  const casino = data.thirdPartyBets
    .filter(({ memberId, bet }) => memberIds.has(memberId) && bet.transType === 'BET')
    .map(({ memberId, bet }) => ({
      memberId,
      gameType: Number(bet.gameType) === CASINO_GAME_TYPE ? ('casino' as const) : ('slot' as const),
      amount: bet.amount,
      status: bet.cancelAt ? ('cancelled' as const) : ('settled' as const),
      settledAt: bet.date,
    }));
  return [...slips, ...casino];
}

/** Each member's completed deposits and withdrawals (on the day processed), settled stakes and wins in the period. */
function moneyOf(ctx: DemoContext, member: DemoMember, period: SettlementPeriod) {
  const data = stateOf(ctx).data;
  const completed = data.charges.filter(
    (charge) => charge.memberId === member.id && charge.status === 1 && isInPeriod(charge.processDate ?? charge.depositDate, period),
  );
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const stakes = stakesOf(ctx, new Set([member.id])).filter((stake) => stake.status === 'settled' && isInPeriod(stake.settledAt, period));
  const settledSlips = data.slips.filter(
    ({ memberId, legs }) => memberId === member.id && slipSettlement(legs[0]) === 'settled' && isInPeriod(legs[0].created_at, period),
  );
  const casinoWins = data.thirdPartyBets.filter(({ memberId, bet }) => memberId === member.id && bet.transType === 'WIN' && isInPeriod(bet.date, period));
  return {
    depositTotal: sum(completed.filter((charge) => charge.depositMode === 0).map((charge) => charge.depositAmount)),
    withdrawTotal: sum(completed.filter((charge) => charge.depositMode === 1).map((charge) => charge.depositAmount)),
    betTotal: sum(stakes.map((stake) => stake.amount)),
    winTotal: totalWinAmount(settledSlips.map(({ legs }) => legs)) + sum(casinoWins.map(({ bet }) => bet.amount)),
  };
}

/** The member list of a partner or recommender for a period. */
function memberRows(ctx: DemoContext, owner: DemoMember, period: SettlementPeriod): PartnerMemberRow[] {
  return recruitsOf(ctx, owner).map((member) => {
    const { depositTotal, withdrawTotal, betTotal } = moneyOf(ctx, member, period);
    return partnerMemberRow(member, { depositTotal, withdrawTotal, betTotal });
  });
}

/** The rolling of a partner's members by game type and day, at the partner's rates. */
function rollingOf(ctx: DemoContext, owner: DemoMember, period: SettlementPeriod) {
  const ids = new Set(recruitsOf(ctx, owner).map((member) => member.id));
  return rollingByDay(stakesOf(ctx, ids), rollingRatesOf(owner), period);
}

/** A summary: the members' money, the rolling table's lines and total, and the losing settlement on stakes − wins. */
function summaryOf(ctx: DemoContext, owner: DemoMember, period: SettlementPeriod, losingBp: number): PartnerSummary {
  const recruits = recruitsOf(ctx, owner);
  const totals = recruits.map((member) => moneyOf(ctx, member, period));
  const sum = (key: keyof (typeof totals)[number]) => totals.reduce((total, row) => total + row[key], 0);
  const { table, days } = rollingOf(ctx, owner, period);
  // Not in spec: the demo's losing basis is stakes − wins, as it keeps no history of the members' balances.
  const losing = losingSettlement({ basis: 'netBets', stakes: sum('betTotal'), wins: sum('winTotal') }, losingBp);
  return {
    ...period,
    memberCount: recruits.length,
    depositTotal: sum('depositTotal'),
    withdrawTotal: sum('withdrawTotal'),
    betTotal: sum('betTotal'),
    winTotal: sum('winTotal'),
    rolling: Object.fromEntries(table.lines.map((line) => [line.gameType, line.rolling])) as PartnerSummary['rolling'],
    rollingTotal: table.total,
    rollingDays: [...days],
    losingAmount: losing.amount,
    losingPer: losing.percentBp / 100,
    losing,
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

/** The partner's and recommender's summaries (with the rolling by day), members and settlements. */
export function partnerHandlers(ctx: DemoContext): DemoRoute[] {
  const { paths } = ctx;
  const data = () => stateOf(ctx).data;
  return [
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.partnerSummary, ({ request, url }) => {
      const partner = partnerOf(ctx, request);
      return summaryOf(ctx, partner, periodOf(ctx, url), contractPercentBasisPoints(partner));
    }),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.partnerMembers, ({ request, url }) => paged(memberRows(ctx, partnerOf(ctx, request), periodOf(ctx, url)), url)),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.recommenderSummary, ({ request, url }) => {
      const recommender = recommenderOf(ctx, request);
      return summaryOf(ctx, recommender, periodOf(ctx, url), contractPercentBasisPoints(recommender) || RECOMMENDER_LOSING_BP);
    }),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.recommenderMembers, ({ request, url }) =>
      paged(memberRows(ctx, recommenderOf(ctx, request), periodOf(ctx, url)), url),
    ),
    // Not in spec: the spec does not show this call.
    route(ctx, 'get', paths.recommenderSettlements, ({ request }) => {
      const member = recommenderOf(ctx, request);
      return data().settlements.find(({ partnerId }) => partnerId === member.id)?.rows ?? [];
    }),
  ];
}
