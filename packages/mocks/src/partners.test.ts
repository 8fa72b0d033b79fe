// The partner and recommender answers come from the same demo state the member screens change (issue 36).
import { describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import { buildBetRequest, parseServerTime } from '@betkit/domain';
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

  it('a bet placed by one of partner01\'s members moves the stakes it counts once settled, and the rolling on the next read', async () => {
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
    // An open bet earns no rolling yet (settled, non-cancelled stakes only).
    expect((await api.getPartnerSummary(partner.client, today)).rolling.sports).toBe(before.rolling.sports);
    // The demo settles it as lost: rolling is paid whatever the result (1.5 % of 10,000 won).
    const slip = server.demo.store.get().data.slips.find(({ legs }) => legs[0].id === betSlipId)!;
    Object.assign(slip.legs[0], { settlement_name: '낙첨', settlement_flag: 2 });
    const after = await api.getPartnerSummary(partner.client, today);
    expect(after.rolling.sports - before.rolling.sports).toBe(150);
    expect(after.betTotal - before.betTotal).toBe(10_000);
    expect(after.rollingTotal! - before.rollingTotal!).toBe(150);
    // partner02 is not demo01's partner: its figures stay.
    expect(await api.getPartnerSummary(other.client, today)).toEqual(otherBefore);
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
