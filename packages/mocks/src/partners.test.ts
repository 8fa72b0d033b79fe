// The partner and recommender answers come from the same demo state the member screens change (issue 36).
import { describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import { buildBetRequest, parseServerTime } from '@betkit/domain';
import { createDemoBackend } from './demo-backend';
import { demoServerForFile } from './testServer.fixtures';

const base = 'https://partners.test';
const clock = new Date('2026-11-22T12:00:00Z');
const { server, as } = demoServerForFile(base, () => clock);
// 21:00 on 22 November in Seoul.
const today = { from: '2026-11-22', to: '2026-11-22' };

describe('partner figures', () => {
  it('the summary\'s rolling lines are the sums of its days\' lines, its total their sum, its losing the contract percent of stakes − wins', async () => {
    const { client } = await as('partner01');
    const summary = await api.getPartnerSummary(client);
    expect(summary).toMatchObject({ from: '2026-10-23', to: '2026-11-22', losingPer: 40 });
    expect(Object.values(summary.rolling).reduce((sum, line) => sum + line, 0)).toBe(summary.rollingTotal);
    expect(summary.rollingDays).toHaveLength(31);
    const byType = Object.keys(summary.rolling).map((type) =>
      summary.rollingDays!.reduce((sum, { table }) => sum + table.lines.find((line) => line.gameType === type)!.rolling, 0),
    );
    expect(byType).toEqual(Object.values(summary.rolling));
    expect(summary.losing).toMatchObject({ inputs: { basis: 'netBets', stakes: summary.betTotal, wins: summary.winTotal }, percentBp: 4000 });
    expect(summary.losingAmount).toBe(Math.trunc(((summary.betTotal - summary.winTotal) * 40) / 100));
    const members = await api.getPartnerMembers(client, { perpage: 100 });
    expect(members.totalCount).toBe(summary.memberCount);
    expect(members.list.reduce((sum, row) => sum + row.depositTotal, 0)).toBe(summary.depositTotal);
    expect(members.list.reduce((sum, row) => sum + row.betTotal, 0)).toBe(summary.betTotal);
  });

  it('a bet placed by one of partner01\'s members moves its stakes and rolling on the next read once the demo settles it', async () => {
    const partner = await as('partner01');
    const before = await api.getPartnerSummary(partner.client, today);
    const other = await as('partner02');
    const otherBefore = await api.getPartnerSummary(other.client, today);
    const member = await as('demo01');
    const { items } = await api.getPrematchGames(member.client, { perpage: 100 });
    const fixture = items.find((game) => parseServerTime(game.startdate)! > clock.getTime() + 3_600_000)!;
    const market = fixture.markets[0]!;
    const bet = market.bets[0]!;
    const selection = { id: bet.id, fixtureId: fixture.fixtureId, sportId: fixture.sportId, betPrice: bet.betPrice, version: bet.version, marketName: market.marketName, betName: bet.betName };
    const request = buildBetRequest({ memberId: member.user.id, amount: 10_000, selections: [selection], style: 'europe', autoAcceptOddsChange: false })!;
    const { betSlipId } = await api.placeBet(member.client, request);
    // Issue 36: rolling is paid on settled, non-cancelled stakes; an open bet earns none yet.
    expect((await api.getPartnerSummary(partner.client, today)).rolling.sports).toBe(before.rolling.sports);
    // The demo's back office ends the game and settles the slip; rolling is paid whatever the result (1.5 % of 10,000 won).
    const settle = await fetch(`${base}/__demo/settle-bets`, { method: 'POST' });
    await expect(settle.json()).resolves.toEqual({ settled: 1 });
    const [slip] = await api.getBetSlips(member.client, { page: 1, perpage: 10, gameType: 1, memberUserId: 'demo01', user: 1 });
    expect(slip![0]).toMatchObject({ id: betSlipId, status_name: '정산완료' });
    expect(['당첨', '낙첨']).toContain(slip![0].settlement_name);
    const after = await api.getPartnerSummary(partner.client, today);
    expect(after.rolling.sports - before.rolling.sports).toBe(150);
    expect(after.betTotal - before.betTotal).toBe(10_000);
    expect(after.rollingTotal! - before.rollingTotal!).toBe(150);
    // A winner is paid: the wins and the member's money move by the same payout.
    const payout = slip![0].settlement_flag === 1 ? Math.floor(10_000 * Number(slip![0].sports_betting_bet_price)) : 0;
    expect(after.winTotal - before.winTotal).toBe(payout);
    // partner02 is not demo01's partner: its figures stay; nothing is left to settle.
    expect(await api.getPartnerSummary(other.client, today)).toEqual(otherBefore);
    await expect((await fetch(`${base}/__demo/settle-bets`, { method: 'POST' })).json()).resolves.toEqual({ settled: 0 });
  });

  it('a period with no play is all zeros with its days listed; a reversed one is refused', async () => {
    const { client } = await as('partner01');
    const empty = await api.getPartnerSummary(client, { from: '2020-01-01', to: '2020-01-07' });
    expect(empty).toMatchObject({ betTotal: 0, winTotal: 0, rollingTotal: 0, losingAmount: 0, losing: { state: 'none' } });
    expect(empty.rollingDays).toHaveLength(7);
    await expect(api.getPartnerSummary(client, { from: '2020-01-07', to: '2020-01-01' })).rejects.toMatchObject({ status: 400 });
  });

  it('is for partners only; the recommender settles its losing at the demo\'s 10 %', async () => {
    const member = await as('demo01');
    await expect(api.getPartnerMembers(member.client)).rejects.toMatchObject({ status: 403 });
    const recommender = await as('recommender01');
    const summary = await api.getRecommenderSummary(recommender.client);
    expect(summary).toMatchObject({ losingPer: 10, memberCount: expect.any(Number) });
    expect(summary.memberCount).toBeGreaterThan(0);
  });
});

/** Every row of a list, read a page at a time, with the answer's totals and count. */
async function allPages<Row, Totals>(read: (page: number) => Promise<{ list: Row[]; totalCount: number; totals: Totals }>) {
  const first = await read(1);
  const rows = [...first.list];
  for (let page = 2; rows.length < first.totalCount; page += 1) {
    const next = await read(page);
    expect(next.list.length, `page ${page}`).toBeGreaterThan(0);
    rows.push(...next.list);
  }
  expect(rows).toHaveLength(first.totalCount);
  return { rows, totals: first.totals };
}

const sumOf = <Row>(rows: readonly Row[], value: (row: Row) => number) => rows.reduce((sum, row) => sum + value(row), 0);
const ninetyDays = { from: '2026-08-25', to: '2026-11-22' };

describe('partner lists', () => {
  it('each list\'s totals are the sums of all its period\'s rows across pages, and agree with the summary', async () => {
    const { client } = await as('partner01');
    const summary = await api.getPartnerSummary(client, ninetyDays);
    const members = await allPages((page) => api.getPartnerMembers(client, { ...ninetyDays, page, perpage: 7 }));
    expect(members.totals).toEqual({
      emoney: sumOf(members.rows, (row) => row.emoney),
      depositTotal: sumOf(members.rows, (row) => row.depositTotal),
      withdrawTotal: sumOf(members.rows, (row) => row.withdrawTotal),
      betTotal: sumOf(members.rows, (row) => row.betTotal),
    });
    expect(members.totals).toMatchObject({ depositTotal: summary.depositTotal, withdrawTotal: summary.withdrawTotal, betTotal: summary.betTotal });

    for (const kind of ['deposit', 'withdraw'] as const) {
      const charges = await allPages((page) => api.getPartnerCharges(client, { ...ninetyDays, kind, page, perpage: 100 }));
      expect(charges.totals.depositAmount).toBe(sumOf(charges.rows, (row) => row.depositAmount));
      expect(charges.totals.completedAmount).toBe(summary[kind === 'deposit' ? 'depositTotal' : 'withdrawTotal']);
      expect(charges.rows.every((row) => row.depositMode === (kind === 'deposit' ? 0 : 1) && row.userId !== '')).toBe(true);
    }

    const bets = await allPages((page) => api.getPartnerBets(client, { ...ninetyDays, page, perpage: 100 }));
    const mini = await api.getPartnerBets(client, { ...ninetyDays, gameType: 3, perpage: 100 });
    expect(mini.totalCount).toBeGreaterThan(0);
    expect(mini.list.every(([title]) => title.game_type === 3)).toBe(true);
    const casino = await api.getPartnerThirdPartyBets(client, { ...ninetyDays, gameType: 2, perpage: 100 });
    expect(casino.totalCount).toBeGreaterThan(0);
    expect(casino.list.every((row) => Number(row.gameType) === 2)).toBe(true);
    expect(bets.totals.amount).toBe(sumOf(bets.rows, ([title]) => title.amount));
    const thirdParty = await allPages((page) => api.getPartnerThirdPartyBets(client, { ...ninetyDays, page, perpage: 100 }));
    expect(thirdParty.totals.betAmount).toBe(sumOf(thirdParty.rows, (row) => (row.transType === 'BET' ? row.amount : 0)));
    expect(thirdParty.totals.winAmount).toBe(sumOf(thirdParty.rows, (row) => (row.transType === 'WIN' ? row.amount : 0)));

    for (const gameType of ['casino', 'slot', 'mini', 'sports', 'virtual'] as const) {
      const rolling = await allPages((page) => api.getPartnerRolling(client, { ...ninetyDays, gameType, page, perpage: 30 }));
      expect(rolling.rows).toHaveLength(90);
      expect(rolling.rows[0]!.day).toBe('2026-11-22');
      expect(rolling.totals).toEqual({ stakes: sumOf(rolling.rows, (row) => row.stakes), rolling: sumOf(rolling.rows, (row) => row.rolling) });
      expect(rolling.totals.rolling).toBe(summary.rolling[gameType]);
    }

    const analysis = await api.getPartnerAnalysis(client, ninetyDays);
    expect(analysis.list).toHaveLength(90);
    expect(analysis.totals).toEqual({
      depositTotal: summary.depositTotal,
      withdrawTotal: summary.withdrawTotal,
      betTotal: summary.betTotal,
      winTotal: summary.winTotal,
      rollingTotal: summary.rollingTotal,
    });
    expect(analysis.totals.betTotal).toBe(sumOf(analysis.list, (day) => day.betTotal));
  });

  it('settles weekly: a closed week is confirmed at its estimate, paid when its balance is positive, carried when negative', async () => {
    const { client } = await as('partner01');
    const { list, totals, totalCount } = await api.getPartnerSettlements(client, { ...ninetyDays, perpage: 100 });
    expect(totalCount).toBe(list.length);
    // 22 November 2026 is a Sunday: the newest week (16–22 November) is still open.
    expect(list[0]).toMatchObject({ from: '2026-11-16', to: '2026-11-22', status: 'open', confirmed: 0, paid: 0, carried: 0 });
    for (const row of list.slice(1)) {
      expect(row.estimate).toBe(row.rolling + row.losing);
      expect(row.confirmed).toBe(row.estimate);
      expect(row.paid + row.carried).toBe(row.estimate + row.carriedIn);
      expect(row.status).toBe(row.carried < 0 ? 'carried' : 'paid');
    }
    // Each week carries in what the week before carried out.
    list.slice(0, -1).forEach((row, index) => expect(row.carriedIn).toBe(list[index + 1]!.carried));
    expect(totals.paid).toBe(sumOf(list, (row) => row.paid));
    expect(totals.estimate).toBe(sumOf(list, (row) => row.estimate));
  });

  it('counts a charge on its Korean day: 23:59:59 is the day\'s, 00:00:00 the next\'s', async () => {
    const { client } = await as('partner01');
    const day = { from: '2026-11-20', to: '2026-11-20' };
    const before = await api.getPartnerCharges(client, { ...day, kind: 'deposit' });
    const charges = server.demo.store.get().data.charges;
    const charge = (id: number, processDate: string) => ({ id, memberId: 101, depositMode: 0 as const, depositAmount: 70_000, depositDate: processDate, processDate, status: 1, userDisplayFlag: 1 as const });
    charges.unshift(charge(990_001, '2026-11-20 23:59:59'), charge(990_002, '2026-11-21 00:00:00'), charge(990_003, '2026-11-19 23:59:59'));
    const after = await api.getPartnerCharges(client, { ...day, kind: 'deposit' });
    expect(after.totalCount - before.totalCount).toBe(1);
    expect(after.list.some((row) => row.id === 990_001)).toBe(true);
    expect(after.totals.completedAmount - before.totals.completedAmount).toBe(70_000);
  });

  it('counts a slip and its rolling on its Korean day: 23:59:59 is the day\'s, 00:00:00 the next\'s', async () => {
    const { client } = await as('partner01');
    const day = { from: '2026-11-20', to: '2026-11-20' };
    const [betsBefore, rollingBefore] = await Promise.all([api.getPartnerBets(client, day), api.getPartnerRolling(client, { ...day, gameType: 'sports' })]);
    const slips = server.demo.store.get().data.slips;
    const template = slips.find(({ memberId, legs }) => memberId === 101 && legs[0].game_type === 1)!;
    const slip = (id: number, createdAt: string) => ({
      memberId: 101,
      legs: [{ ...template.legs[0], id, created_at: createdAt, amount: 20_000, cancel_at: null, settlement_name: '낙첨', settlement_flag: 0 }, ...template.legs.slice(1)] as typeof template.legs,
    });
    slips.unshift(slip(990_011, '2026-11-21 00:00:00'), slip(990_012, '2026-11-20 23:59:59'), slip(990_013, '2026-11-19 23:59:59'));
    const [bets, rolling] = await Promise.all([api.getPartnerBets(client, day), api.getPartnerRolling(client, { ...day, gameType: 'sports' })]);
    expect(bets.totalCount - betsBefore.totalCount).toBe(1);
    expect(bets.list[0]![0].id).toBe(990_012);
    expect(bets.totals.amount - betsBefore.totals.amount).toBe(20_000);
    // 1.5 % of 20,000 won on that day alone.
    expect(rolling.totals.stakes - rollingBefore.totals.stakes).toBe(20_000);
    expect(rolling.list[0]).toMatchObject({ day: '2026-11-20', rateBp: 150 });
    expect(rolling.totals.rolling - rollingBefore.totals.rolling).toBe(300);
  });

  it('refuses a bad period, kind or game type with 400, and a member with 403 in Korean', async () => {
    const { client } = await as('partner01');
    await expect(api.getPartnerMembers(client, { from: '2026-11-01' })).rejects.toMatchObject({ status: 400, message: '조회 기간을 확인해주세요.' });
    await expect(api.getPartnerBets(client, { from: '2026-11-31', to: '2026-12-01' })).rejects.toMatchObject({ status: 400 });
    await expect(api.getPartnerCharges(client, { kind: 'both' as never })).rejects.toMatchObject({ status: 400 });
    await expect(api.getPartnerRolling(client, { gameType: 'poker' as never })).rejects.toMatchObject({ status: 400 });
    const member = await as('demo01');
    for (const read of [api.getPartnerSummary, api.getPartnerSettlements, api.getPartnerAnalysis, api.getPartnerThirdPartyBets]) {
      await expect(read(member.client)).rejects.toMatchObject({ status: 403, message: '파트너만 이용할 수 있습니다.' });
    }
    await expect(api.getRecommenderCharges(member.client, { kind: 'deposit' })).rejects.toMatchObject({ status: 403, message: '추천인만 이용할 수 있습니다.' });
  });

  it('searches and sorts the member list; the recommender sees ids masked', async () => {
    const { client } = await as('partner01');
    const sorted = await api.getPartnerMembers(client, { ...ninetyDays, sort: '-betTotal', perpage: 100 });
    const stakes = sorted.list.map((row) => row.betTotal);
    expect(stakes).toEqual([...stakes].sort((a, b) => b - a));
    const found = await api.getPartnerMembers(client, { search: '승부사' });
    expect(found.list.map((row) => row.userId)).toEqual(['demo01']);
    expect(found.totalCount).toBe(1);
    const recommender = await as('recommender01');
    const members = await api.getRecommenderMembers(recommender.client, { perpage: 100 });
    expect(members.list.length).toBeGreaterThan(0);
    for (const row of members.list) expect(row.userId).toMatch(/^[^*]{1,3}\*+$/);
    // A search sees the masked ids only: the hidden characters cannot be probed.
    expect((await api.getRecommenderMembers(recommender.client, { search: 'choiws' })).totalCount).toBe(0);
    expect((await api.getRecommenderMembers(recommender.client, { search: 'cho' })).list.map((row) => row.userId)).toContain('cho*****');
  });

  it('takes the partner\'s enquiry, refusing an empty one', async () => {
    const { client } = await as('partner01');
    await expect(api.sendPartnerEnquiry(client, { title: '정산 문의', content: '지난주 정산 내역을 확인 부탁드립니다.' })).resolves.toMatchObject({ id: expect.any(Number) });
    await expect(api.sendPartnerEnquiry(client, { title: '', content: '' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('the demo\'s partner data', () => {
  it('has 44 members across partner01, partner02 and recommender01, with 90 days of slips, casino rounds and charges', async () => {
    const counts = await Promise.all(
      [['partner01', api.getPartnerMembers], ['partner02', api.getPartnerMembers], ['recommender01', api.getRecommenderMembers]].map(async ([userId, read]) => {
        const { client } = await as(userId as string);
        return (await (read as typeof api.getPartnerMembers)(client, ninetyDays)).totalCount;
      }),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(40);
    const { client } = await as('partner01');
    const days = (await api.getPartnerAnalysis(client, ninetyDays)).list;
    // Play on nearly every one of the 90 days, from the first week on.
    expect(days.filter((day) => day.betTotal > 0).length).toBeGreaterThan(80);
    expect(days.slice(0, 7).some((day) => day.depositTotal > 0 && day.betTotal > 0)).toBe(true);
    const firstWeek = { from: '2026-08-25', to: '2026-08-31' };
    await expect(api.getPartnerBets(client, firstWeek)).resolves.toMatchObject({ totalCount: expect.any(Number) });
    expect((await api.getPartnerBets(client, firstWeek)).totalCount).toBeGreaterThan(0);
    expect((await api.getPartnerThirdPartyBets(client, firstWeek)).totalCount).toBeGreaterThan(0);
    expect((await api.getPartnerCharges(client, { ...firstWeek, kind: 'withdraw' })).totalCount).toBeGreaterThan(0);
    // Every status a member list shows: active, banned and withdrawn members.
    const { list } = await api.getPartnerMembers(client, { ...ninetyDays, perpage: 100 });
    const partner02 = await as('partner02');
    const all = [...list, ...(await api.getPartnerMembers(partner02.client, { ...ninetyDays, perpage: 100 })).list];
    expect(new Set(all.map((row) => (row.withdrawalType === 1 ? 'withdrawn' : row.banType !== 0 ? 'banned' : 'active')))).toEqual(new Set(['active', 'banned', 'withdrawn']));
  });

  it('is the same after a reset with the same clock (made from the seed, not stored)', async () => {
    const { client } = await as('partner02');
    const before = await api.getPartnerSummary(client, ninetyDays);
    server.demo.store.reset();
    const again = await as('partner02');
    expect(await api.getPartnerSummary(again.client, ninetyDays)).toEqual(before);
    expect(JSON.stringify(server.demo.store.get()).length, 'the stored state holds no generated roster').toBeLessThan(1_000_000);
    expect(JSON.stringify(server.demo.store.get())).not.toContain('"parentId":12,"kind"');
  });

  it('moves partner01\'s deposits on the next read when the back office approves a deposit of one of its members', async () => {
    const partner = await as('partner01');
    const before = await api.getPartnerSummary(partner.client, today);
    const chargesBefore = await api.getPartnerCharges(partner.client, { ...today, kind: 'deposit' });
    const { client, user } = await as('demo01');
    await api.requestDeposit(client, { memberId: user.id, depositMode: 0, depositAmount: 50_000, depositName: '김민준', userDisplayFlag: 1, type: 0, eventDepositId: 2 });
    // Asked, not yet approved: listed as processing, not counted.
    const asked = await api.getPartnerCharges(partner.client, { ...today, kind: 'deposit' });
    expect(asked.totalCount - chargesBefore.totalCount).toBe(1);
    expect(asked.list[0]).toMatchObject({ userId: 'demo01', status: 0, depositAmount: 50_000 });
    expect((await api.getPartnerSummary(partner.client, today)).depositTotal).toBe(before.depositTotal);
    await fetch(`${base}/__demo/approve-charges`, { method: 'POST' });
    const after = await api.getPartnerSummary(partner.client, today);
    expect(after.depositTotal - before.depositTotal).toBe(50_000);
    const members = await api.getPartnerMembers(partner.client, { ...today, search: 'demo01' });
    expect(members.list[0]!.depositTotal).toBeGreaterThanOrEqual(50_000);
  });

  it('refuses the banned partner03 every partner read with 403 in Korean; it can still log in', async () => {
    const { client, user } = await as('partner03');
    expect(user).toMatchObject({ type: 1, banType: 1 });
    for (const read of [api.getPartnerSummary, api.getPartnerMembers, api.getPartnerSettlements, api.getPartnerAnalysis]) {
      await expect(read(client)).rejects.toMatchObject({ status: 403, message: '이용이 제한된 파트너입니다. 고객센터로 문의해주세요.' });
    }
    await expect(api.getPartnerCharges(client, { kind: 'deposit' })).rejects.toMatchObject({ status: 403 });
    await expect(api.sendPartnerEnquiry(client, { title: '문의', content: '차단 해제 문의드립니다.' })).rejects.toMatchObject({ status: 403 });
  });
});

describe('the partner and recommender calls of @betkit/api', () => {
  it('each has its own demo route, on the default paths and on an operator\'s', () => {
    const calls = api.describeApiCalls().filter((call) => /^\/(partner|recommender)\//.test(call.path));
    expect(calls.map((call) => call.functions[0]).sort()).toEqual(
      Object.keys(api).filter((name) => /^(get|send)(Partner|Recommender)/.test(name)).sort(),
    );
    for (const call of calls) expect(server.demo.routeFor(call.method, `${base}${call.path}`)?.path, `${call.method} ${call.path}`).toBe(`${base}${call.path}`);
    const operator = createDemoBackend({ baseUrl: base, paths: { partnerRolling: '/agent/rolling', recommenderCharges: '/friend/charges' } });
    expect(operator.routeFor('GET', `${base}/agent/rolling`)?.path).toBe(`${base}/agent/rolling`);
    expect(operator.routeFor('GET', `${base}/friend/charges`)?.path).toBe(`${base}/friend/charges`);
  });
});

