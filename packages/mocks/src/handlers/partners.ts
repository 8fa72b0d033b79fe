// The partner and recommender areas' routes, on the api package's configurable paths. Every figure is derived on
// each read from the same demo state the member screens change, through @betkit/domain's partner rules; every list
// answers { list, totalCount, totals } with totals summed over the whole period's rows.
import type {
  PartnerAgentKind,
  PartnerAnalysisDay,
  PartnerAnalysisTotals,
  PartnerChargeRow,
  PartnerMemberRow,
  PartnerMemberSortKey,
  PartnerSummary,
  PartnerThirdPartyBetRow,
  SettlementRow,
  SettlementTotals,
} from '@betkit/api';
import {
  calendarDaysBefore,
  contractPercent,
  contractPercentBasisPoints,
  customerEnquiryMessage,
  formatIsoDate,
  formatSeoulDateTime,
  isInPeriod,
  losingSettlement,
  maskMemberId,
  periodDays,
  periodInterval,
  ROLLING_GAME_TYPES,
  rollingByDay,
  rollingRatesOf,
  seoulCalendarDate,
  settlementLedger,
  slipSettlement,
  toInstant,
  totalWinAmount,
  type ChargeRecord,
  type HistorySlip,
  type RollingGameType,
  type RollingStake,
  type SettlementPeriod,
} from '@betkit/domain';
import { fail, jsonBody, memberOf, nextId, paged, queryNumber, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';
import type { DemoMember, DemoSlip, DemoThirdPartyBet } from '../fixtures';
import { buildPartnerRoster, partnerMemberRow, type PartnerRoster } from '../fixtures/partners';

/** Not in spec: a recommender has no management target percents; the demo settles its losing at 10 %. */
const RECOMMENDER_LOSING_BP = 1_000;

/** The catalogue's slip game_type → rolling type (1, 2 sports; 3 mini; 4 virtual) and third-party gameType 2 → casino. */
const SLIP_ROLLING_TYPE: Readonly<Record<number, RollingGameType>> = { 1: 'sports', 2: 'sports', 3: 'mini', 4: 'virtual' };
const CASINO_GAME_TYPE = 2;

/** Not in spec: the default period is the '1 month' preset's 30 days (betting-core §9). */
const DEFAULT_PERIOD_DAYS = 30;

/** Not in spec: settlements run Monday to Sunday (Korean days); the log covers the 13 weeks of the demo's 90-day history. */
const SETTLEMENT_WEEKS = 13;

/** Not in spec: the level names of the distributor levels (spec §6: 1st, 2nd, 3rd class) and of a recommender. */
const LEVEL_NAMES = ['1차 총판', '2차 총판', '3차 총판'] as const;
const RECOMMENDER_LEVEL_NAME = '추천인';

/** Not in spec: the words of the refusals. */
export const partnerDemoTexts = {
  badPeriod: '조회 기간을 확인해주세요.',
  partnersOnly: '파트너만 이용할 수 있습니다.',
  bannedPartner: '이용이 제한된 파트너입니다. 고객센터로 문의해주세요.',
  recommendersOnly: '추천인만 이용할 수 있습니다.',
  badKind: '입금 또는 출금을 선택해주세요.',
  badGameType: '게임 종류를 확인해주세요.',
} as const;

/** The period asked (?from&to, YYYY-MM-DD, both or neither), else the last 30 days ending today in Seoul on the demo clock. */
function periodOf(ctx: DemoContext, url: URL): SettlementPeriod {
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  if (from !== null || to !== null) {
    if (from === null || to === null || !periodInterval({ from, to })) fail(400, partnerDemoTexts.badPeriod);
    return { from, to };
  }
  // The days are counted here, not through dateRangePreset, so the demo shares no extra module with the site's first route.
  return { from: formatIsoDate(calendarDaysBefore(todayOf(ctx), DEFAULT_PERIOD_DAYS)), to: formatIsoDate(todayOf(ctx)) };
}

function todayOf(ctx: DemoContext) {
  return seoulCalendarDate(ctx.now()) ?? fail(500);
}

/** An owner's recruits and the records the figures are made of. */
interface Book {
  owner: DemoMember;
  members: DemoMember[];
  slips: DemoSlip[];
  thirdParty: DemoThirdPartyBet[];
  charges: ChargeRecord[];
}

/** The generated roster of the state's seed and start, made on first read and kept for the state's life. */
let rosterMemo: { key: string; roster: PartnerRoster } | undefined;
function rosterOf(ctx: DemoContext): PartnerRoster {
  const state = stateOf(ctx);
  const key = `${state.data.seed}|${state.startedAt}`;
  if (rosterMemo?.key !== key) {
    const owners = state.data.members.filter((member) => member.kind === 'partner1' || member.kind === 'partner2' || member.kind === 'recommender');
    rosterMemo = { key, roster: buildPartnerRoster(state.data.seed, new Date(state.startedAt), owners) };
  }
  return rosterMemo.roster;
}

/** The members who joined under a partner or recommender (stored and generated), and their slips, third-party bets and charges. */
function bookOf(ctx: DemoContext, owner: DemoMember): Book {
  const data = stateOf(ctx).data;
  const roster = rosterOf(ctx);
  const members = [...data.members, ...roster.members].filter((member) => member.parentId === owner.id);
  const ids = new Set(members.map((member) => member.id));
  const mine = <T extends { memberId: number }>(rows: readonly T[]) => rows.filter(({ memberId }) => ids.has(memberId));
  return {
    owner,
    members,
    slips: [...mine(data.slips), ...mine(roster.slips)],
    thirdParty: [...mine(data.thirdPartyBets), ...mine(roster.thirdPartyBets)],
    charges: [...mine(data.charges), ...mine(roster.charges)],
  };
}

const slipRollingType = (slip: DemoSlip): RollingGameType | undefined => SLIP_ROLLING_TYPE[slip.legs[0].game_type ?? 0];

/**
 * Every stake of the book as the rolling rule reads it (issue 36: settled, non-cancelled stakes earn rolling).
 * Not in spec: a slip counts on the day it was placed (the demo keeps no settlement time); a pending slip is open
 * until the demo's back office settles it (POST /__demo/settle-bets), a cancelled one ('취소') cancelled.
 */
function stakesOf(book: Book): (RollingStake & { memberId: number; settledAt: number | undefined })[] {
  const slips = book.slips.flatMap((slip) => {
    const gameType = slipRollingType(slip);
    const [title] = slip.legs;
    if (!gameType) return [];
    const cancelled = Boolean(title.cancel_at) || String(title.settlement_name ?? '').includes('취소');
    const status = cancelled ? ('cancelled' as const) : slipSettlement(title) === 'pending' ? ('open' as const) : ('settled' as const);
    return [{ memberId: slip.memberId, gameType, amount: title.amount, status, settledAt: toInstant(title.created_at) }];
  });
  const thirdParty = book.thirdParty
    .filter(({ bet }) => bet.transType === 'BET')
    .map(({ memberId, bet }) => ({
      memberId,
      gameType: Number(bet.gameType) === CASINO_GAME_TYPE ? ('casino' as const) : ('slot' as const),
      amount: bet.amount,
      status: bet.cancelAt ? ('cancelled' as const) : ('settled' as const),
      settledAt: toInstant(bet.date),
    }));
  return [...slips, ...thirdParty];
}

/** A money movement of one member: what the summary, member rows, analysis days and settlements add up. */
interface MoneyEvent {
  memberId: number;
  kind: 'deposit' | 'withdraw' | 'bet' | 'win';
  amount: number;
  /** Epoch ms (parsed once per read: every period test then compares numbers). */
  at: number | undefined;
}

/**
 * The book's money movements: completed charges on the day processed, the stakes the rolling rule counts
 * (the same ones, so stakes and rolling agree), settled slips' wins and third-party wins.
 */
function moneyEventsOf(book: Book): MoneyEvent[] {
  const charges = book.charges
    .filter((charge) => charge.status === 1)
    .map((charge): MoneyEvent => ({
      memberId: charge.memberId,
      kind: charge.depositMode === 0 ? 'deposit' : 'withdraw',
      amount: charge.depositAmount,
      at: toInstant(chargeDay(charge)),
    }));
  const bets = stakesOf(book)
    .filter((stake) => stake.status === 'settled')
    .map((stake): MoneyEvent => ({ memberId: stake.memberId, kind: 'bet', amount: stake.amount, at: stake.settledAt }));
  const slipWins = book.slips
    .filter((slip) => slipRollingType(slip) && slipSettlement(slip.legs[0]) === 'settled')
    .map((slip): MoneyEvent => ({ memberId: slip.memberId, kind: 'win', amount: totalWinAmount([slip.legs]), at: toInstant(slip.legs[0].created_at) }));
  const thirdPartyWins = book.thirdParty
    .filter(({ bet }) => bet.transType === 'WIN')
    .map(({ memberId, bet }): MoneyEvent => ({ memberId, kind: 'win', amount: bet.amount, at: toInstant(bet.date) }));
  return [...charges, ...bets, ...slipWins, ...thirdPartyWins].filter((event) => event.amount !== 0);
}

/** Newest first by server time: Korean stamps ('YYYY-MM-DD HH:mm:ss') order as text. */
function newestFirst(a: unknown, b: unknown): number {
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  return x < y ? 1 : x > y ? -1 : 0;
}

/** Not in spec: a charge counts on the day it was processed, one not yet processed on the day it was asked. */
function chargeDay(charge: ChargeRecord): unknown {
  return charge.processDate ?? charge.depositDate;
}

interface MoneyTotals {
  depositTotal: number;
  withdrawTotal: number;
  betTotal: number;
  winTotal: number;
}

const MONEY_FIELD = { deposit: 'depositTotal', withdraw: 'withdrawTotal', bet: 'betTotal', win: 'winTotal' } as const;
const noMoney = (): MoneyTotals => ({ depositTotal: 0, withdrawTotal: 0, betTotal: 0, winTotal: 0 });

/** The events' sums. */
function moneyTotals(events: readonly MoneyEvent[]): MoneyTotals {
  const totals = noMoney();
  for (const event of events) totals[MONEY_FIELD[event.kind]] += event.amount;
  return totals;
}

const inPeriod = (events: readonly MoneyEvent[], period: SettlementPeriod) => {
  const interval = periodInterval(period);
  return interval ? events.filter((event) => isInPeriod(event.at, interval)) : [];
};

/** The level name of a partner: its deepest set management target (spec §6: levels 1–3). */
function levelNameOf(owner: DemoMember, recommender: boolean): string {
  if (recommender) return RECOMMENDER_LEVEL_NAME;
  const targets = [owner.managementTarget1Percent, owner.managementTarget2Percent, owner.managementTarget3Percent];
  const deepest = targets.reduce<number>((level, target, index) => (target === null || target === undefined ? level : index), 0);
  return LEVEL_NAMES[deepest] ?? LEVEL_NAMES[0];
}

/** Who is asking, and at what contract percent they are settled. */
interface Owner {
  member: DemoMember;
  recommender: boolean;
  losingBp: number;
}

/** A summary: the members' money, the rolling table's lines and total, the losing settlement on stakes − wins. */
function summaryOf(book: Book, owner: Owner, period: SettlementPeriod): PartnerSummary {
  const totals = moneyTotals(inPeriod(moneyEventsOf(book), period));
  const { table, days } = rollingByDay(stakesOf(book), rollingRatesOf(owner.member), period);
  // Not in spec: the demo's losing basis is stakes − wins, as it keeps no history of the members' balances.
  const losing = losingSettlement({ basis: 'netBets', stakes: totals.betTotal, wins: totals.winTotal }, owner.losingBp);
  const level = levelNameOf(owner.member, owner.recommender);
  const kinds: readonly PartnerAgentKind[] = [...ROLLING_GAME_TYPES, 'losing'];
  return {
    ...period,
    memberCount: book.members.length,
    ...totals,
    agentLevels: Object.fromEntries(kinds.map((kind) => [kind, level])),
    rolling: Object.fromEntries(table.lines.map((line) => [line.gameType, line.rolling])) as PartnerSummary['rolling'],
    rollingTotal: table.total,
    rollingDays: [...days],
    losingAmount: losing.amount,
    losingPer: losing.percentBp / 100,
    losing,
  };
}

/** Not in spec: what the member list sorts by when asked nothing (newest members first). */
const DEFAULT_MEMBER_SORT = '-createdAt';
const MEMBER_SORT_KEYS: readonly PartnerMemberSortKey[] = ['createdAt', 'lastLoginAt', 'emoney', 'depositTotal', 'withdrawTotal', 'betTotal', 'nickname', 'role'];

/** The member list for a period: searched on id or nickname, sorted, with the whole list's totals. */
function memberList(book: Book, owner: Owner, period: SettlementPeriod, url: URL) {
  const events = inPeriod(moneyEventsOf(book), period);
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const sort = url.searchParams.get('sort') || DEFAULT_MEMBER_SORT;
  const key = sort.replace(/^-/, '') as PartnerMemberSortKey;
  if (!MEMBER_SORT_KEYS.includes(key)) fail(400, '정렬 기준을 확인해주세요.');
  const direction = sort.startsWith('-') ? -1 : 1;
  const shownId = (member: { userId: string }) => (owner.recommender ? maskMemberId(member.userId) : member.userId);
  const rows = book.members
    // A recommender searches the ids as it sees them (masked), so a search cannot probe the hidden characters.
    .filter((member) => search === '' || shownId(member).toLowerCase().includes(search) || member.nickname.toLowerCase().includes(search))
    .map((member): PartnerMemberRow => {
      const { depositTotal, withdrawTotal, betTotal } = moneyTotals(events.filter((event) => event.memberId === member.id));
      return partnerMemberRow(member, { depositTotal, withdrawTotal, betTotal });
    });
  const value = (row: PartnerMemberRow) => {
    const raw = row[key];
    return key === 'createdAt' || key === 'lastLoginAt' ? (toInstant(raw) ?? 0) : raw ?? '';
  };
  rows.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ko');
    return order * direction || a.id - b.id;
  });
  const totals = { emoney: 0, depositTotal: 0, withdrawTotal: 0, betTotal: 0 };
  for (const row of rows) for (const field of Object.keys(totals) as (keyof typeof totals)[]) totals[field] += row[field];
  const page = paged(rows, url);
  return { ...page, list: page.list.map((row) => ({ ...row, userId: shownId(row) })), totals };
}

/** The deposits or withdrawals of the book in a period, newest first. */
function chargeList(book: Book, period: SettlementPeriod, url: URL) {
  const kind = url.searchParams.get('kind');
  if (kind !== 'deposit' && kind !== 'withdraw') fail(400, partnerDemoTexts.badKind);
  const mode = kind === 'deposit' ? 0 : 1;
  const interval = periodInterval(period)!;
  const byId = new Map(book.members.map((member) => [member.id, member]));
  const rows = book.charges
    .filter((charge) => charge.depositMode === mode && isInPeriod(chargeDay(charge), interval))
    .sort((a, b) => newestFirst(chargeDay(a), chargeDay(b)) || b.id - a.id)
    .map((charge): PartnerChargeRow => ({ ...charge, userId: byId.get(charge.memberId)?.userId ?? '', nickname: byId.get(charge.memberId)?.nickname ?? '' }));
  const totals = { depositAmount: 0, completedAmount: 0 };
  for (const row of rows) {
    totals.depositAmount += row.depositAmount;
    if (row.status === 1) totals.completedAmount += row.depositAmount;
  }
  return { ...paged(rows, url), totals };
}

/** The sports slips of the book placed in a period, newest first, optionally of one game type. */
function betList(book: Book, period: SettlementPeriod, url: URL) {
  const gameType = queryNumber(url, 'gameType');
  const interval = periodInterval(period)!;
  const slips: HistorySlip[] = book.slips
    .filter((slip) => (gameType === undefined || slip.legs[0].game_type === gameType) && isInPeriod(slip.legs[0].created_at, interval))
    .sort((a, b) => newestFirst(a.legs[0].created_at, b.legs[0].created_at) || b.legs[0].id - a.legs[0].id)
    .map((slip) => slip.legs);
  const totals = { amount: slips.reduce((sum, [title]) => sum + title.amount, 0), winAmount: totalWinAmount(slips) };
  return { ...paged(slips, url), totals };
}

/** The third-party bets of the book in a period, newest first, optionally of one game type (2 casino, else slot). */
function thirdPartyList(book: Book, period: SettlementPeriod, url: URL) {
  const gameType = queryNumber(url, 'gameType');
  const interval = periodInterval(period)!;
  const byId = new Map(book.members.map((member) => [member.id, member]));
  const rows = book.thirdParty
    .filter(({ bet }) => (gameType === undefined || (Number(bet.gameType) === CASINO_GAME_TYPE) === (gameType === CASINO_GAME_TYPE)) && isInPeriod(bet.date, interval))
    .sort((a, b) => newestFirst(a.bet.date, b.bet.date) || b.bet.id - a.bet.id)
    .map(({ memberId, bet }): PartnerThirdPartyBetRow => ({ ...bet, memberId, userId: byId.get(memberId)?.userId ?? '', nickname: byId.get(memberId)?.nickname ?? '' }));
  const totals = { betAmount: 0, winAmount: 0, cancelAmount: 0 };
  for (const row of rows) {
    if (row.transType === 'BET') totals.betAmount += row.amount;
    if (row.transType === 'WIN') totals.winAmount += row.amount;
    totals.cancelAmount += row.cancelAmount ?? 0;
  }
  return { ...paged(rows, url), totals };
}

/** One game type's rolling by day, newest first; the totals are the period's line of the rolling table. */
function rollingList(book: Book, owner: Owner, period: SettlementPeriod, url: URL) {
  const gameType = url.searchParams.get('gameType') as RollingGameType | null;
  if (gameType === null || !ROLLING_GAME_TYPES.includes(gameType)) fail(400, partnerDemoTexts.badGameType);
  const { days, table } = rollingByDay(stakesOf(book), rollingRatesOf(owner.member), period);
  const rows = [...days].reverse().map(({ day, table: dayTable }) => {
    const line = dayTable.lines.find((candidate) => candidate.gameType === gameType)!;
    return { day, gameType, stakes: line.stakes, rateBp: line.rateBp, rolling: line.rolling };
  });
  const line = table.lines.find((candidate) => candidate.gameType === gameType)!;
  return { ...paged(rows, url), totals: { stakes: line.stakes, rolling: line.rolling } };
}

/** The figures of each Korean day of the period, oldest first; the totals are the period's figures. */
function analysisList(book: Book, owner: Owner, period: SettlementPeriod) {
  const events = inPeriod(moneyEventsOf(book), period);
  const byDay = new Map(periodDays(period).map((day) => [day, noMoney()]));
  for (const event of events) {
    const date = seoulCalendarDate(event.at);
    const totals = date && byDay.get(formatIsoDate(date));
    if (totals) totals[MONEY_FIELD[event.kind]] += event.amount;
  }
  const { days } = rollingByDay(stakesOf(book), rollingRatesOf(owner.member), period);
  const list = days.map(({ day, table }): PartnerAnalysisDay => ({ day, ...(byDay.get(day) ?? noMoney()), rollingTotal: table.total }));
  const totals: PartnerAnalysisTotals = { ...noMoney(), rollingTotal: 0 };
  for (const row of list) for (const field of Object.keys(totals) as (keyof PartnerAnalysisTotals)[]) totals[field] += row[field];
  return { list, totalCount: list.length, totals };
}

/**
 * The settlement weeks overlapping the period, newest first, settled by the domain's ledger (estimate = rolling +
 * losing; a closed week paid or carried). Not in spec: weeks run Monday to Sunday.
 */
function settlementList(book: Book, owner: Owner, period: SettlementPeriod, today: string, url: URL) {
  const interval = periodInterval(period)!;
  const todayDate = seoulCalendarDate(toInstant(`${today} 12:00:00`))!;
  const thisMonday = calendarDaysBefore(todayDate, (todayDate.weekday + 6) % 7);
  const stakes = stakesOf(book);
  const events = moneyEventsOf(book);
  const rates = rollingRatesOf(owner.member);
  const weeks = Array.from({ length: SETTLEMENT_WEEKS }, (_, index) => {
    const monday = calendarDaysBefore(thisMonday, (SETTLEMENT_WEEKS - 1 - index) * 7);
    return { from: formatIsoDate(monday), to: formatIsoDate(calendarDaysBefore(monday, -6)) };
  });
  const ledger = settlementLedger(
    weeks.map((week) => {
      const weekInterval = periodInterval(week)!;
      const rolling = rollingByDay(stakes.filter((stake) => isInPeriod(stake.settledAt, weekInterval)), rates, week).table.total;
      const money = moneyTotals(inPeriod(events, week));
      const losing = losingSettlement({ basis: 'netBets', stakes: money.betTotal, wins: money.winTotal }, owner.losingBp).amount;
      return { rolling, losing, closed: week.to < today };
    }),
  );
  const rows = weeks.map((week, index): SettlementRow => ({ id: Number(week.from.replaceAll('-', '')), ...week, ...ledger[index]! }));
  const overlaps = (row: SettlementRow) => {
    const week = periodInterval(row)!;
    return week.startMs < interval.endMs && week.endMs > interval.startMs;
  };
  const shown = rows.filter(overlaps).reverse();
  const totals = { rolling: 0, losing: 0, estimate: 0, confirmed: 0, paid: 0, carried: 0 } satisfies SettlementTotals;
  for (const row of shown) for (const field of Object.keys(totals) as (keyof typeof totals)[]) totals[field] += row[field];
  return { ...paged(shown, url), totals };
}

/** The partner of the request: a type 1 or 2 member, not banned (spec §5), else 403. */
function partnerOf(ctx: DemoContext, request: Request): Owner {
  const member = memberOf(ctx, request);
  if (member.type !== 1 && member.type !== 2) fail(403, partnerDemoTexts.partnersOnly);
  if (member.banType !== 0) fail(403, partnerDemoTexts.bannedPartner);
  return { member, recommender: false, losingBp: contractPercentBasisPoints(member) };
}

/** The recommender of the request: the owner of a recommender code, else 403. */
function recommenderOf(ctx: DemoContext, request: Request): Owner {
  const member = memberOf(ctx, request);
  if (!stateOf(ctx).data.suggestionCodes.some(({ memberId, type }) => memberId === member.id && type === 0)) fail(403, partnerDemoTexts.recommendersOnly);
  return { member, recommender: true, losingBp: contractPercent(member) === null ? RECOMMENDER_LOSING_BP : contractPercentBasisPoints(member) };
}

/** Every partner and recommender read, and the partner's enquiry. */
export function partnerHandlers(ctx: DemoContext): DemoRoute[] {
  const { paths } = ctx;
  /** A read of the partner's or recommender's book for the request's period. */
  const read = (ownerOf: (ctx: DemoContext, request: Request) => Owner, answer: (book: Book, owner: Owner, period: SettlementPeriod, url: URL) => unknown) =>
    ({ request, url }: { request: Request; url: URL }) => {
      const owner = ownerOf(ctx, request);
      return answer(bookOf(ctx, owner.member), owner, periodOf(ctx, url), url);
    };
  const today = () => formatIsoDate(todayOf(ctx));
  return [
    // Not in spec: the spec does not show these calls.
    route(ctx, 'get', paths.partnerSummary, read(partnerOf, (book, owner, period) => summaryOf(book, owner, period))),
    route(ctx, 'get', paths.partnerRolling, read(partnerOf, rollingList)),
    route(ctx, 'get', paths.partnerMembers, read(partnerOf, memberList)),
    route(ctx, 'get', paths.partnerCharges, read(partnerOf, (book, _owner, period, url) => chargeList(book, period, url))),
    route(ctx, 'get', paths.partnerBets, read(partnerOf, (book, _owner, period, url) => betList(book, period, url))),
    route(ctx, 'get', paths.partnerThirdPartyBets, read(partnerOf, (book, _owner, period, url) => thirdPartyList(book, period, url))),
    route(ctx, 'get', paths.partnerSettlements, read(partnerOf, (book, owner, period, url) => settlementList(book, owner, period, today(), url))),
    route(ctx, 'get', paths.partnerAnalysis, read(partnerOf, (book, owner, period) => analysisList(book, owner, period))),
    route(ctx, 'post', paths.partnerEnquiry, async ({ request }) => {
      partnerOf(ctx, request);
      const { title, content } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const problem = customerEnquiryMessage({ title, questionContents: content });
      if (problem) fail(400, problem);
      return { id: nextId(ctx), createdAt: formatSeoulDateTime(ctx.now()) };
    }),
    route(ctx, 'get', paths.recommenderSummary, read(recommenderOf, (book, owner, period) => summaryOf(book, owner, period))),
    route(ctx, 'get', paths.recommenderMembers, read(recommenderOf, memberList)),
    route(ctx, 'get', paths.recommenderCharges, read(recommenderOf, (book, _owner, period, url) => chargeList(book, period, url))),
    route(ctx, 'get', paths.recommenderSettlements, read(recommenderOf, (book, owner, period, url) => settlementList(book, owner, period, today(), url))),
  ];
}
