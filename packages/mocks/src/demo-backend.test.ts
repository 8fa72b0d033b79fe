// A scripted demo flow through the real api client against the demo backend: what a member does, end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import type { ApiClient, BoardFixture, SessionEvent } from '@betkit/api';
import {
  bettingMessages,
  buildBetRequest,
  isOddsChangeAnswer,
  parseServerTime,
  resubmission,
  roulettePrizes,
  totalOdds,
  expectedWinnings,
  type Selection,
} from '@betkit/domain';
import { createDemoServer } from './node';
import { LIVE_PRICE_STEP_MS } from './backend/offers';
import type { DemoStatus } from './demo-backend';
import { DEMO_STORAGE_KEY } from './backend/state';

const memory = new Map<string, string>();
const storage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};
let clock = new Date('2026-11-22T12:00:00Z');
const base = 'https://demo.test';
const server = createDemoServer({ baseUrl: base, storage, now: () => clock });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let token: string | null = null;
const client: ApiClient = api.createApiClient({ baseUrl: base, getToken: () => token });

/** A board price as a slip selection. */
function pick(fixture: BoardFixture, marketIndex = 0, betIndex = 0): Selection {
  const market = fixture.markets[marketIndex]!;
  const bet = market.bets[betIndex]!;
  return {
    id: bet.id,
    fixtureId: fixture.fixtureId,
    sportId: fixture.sportId,
    betPrice: bet.betPrice,
    version: bet.version,
    marketName: market.marketName,
    betName: bet.betName,
  };
}

/** Pre-match fixtures that start more than `minutes` from the clock, with a first price of at least 1.3. */
async function upcoming(minutes: number): Promise<BoardFixture[]> {
  const page = await api.getPrematchGames(client, { perpage: 100 });
  return page.items.filter(
    (fixture) =>
      parseServerTime(fixture.startdate)! > clock.getTime() + minutes * 60_000 &&
      fixture.markets[0]!.bets[0]!.betPrice >= 1.3 &&
      fixture.markets[0]!.bets[0]!.betPrice < 3,
  );
}

describe('a member in demo mode', () => {
  it('answers its status and keeps its state in storage', async () => {
    const status = await client.request<DemoStatus>('GET', '/__demo/status');
    expect(status).toEqual({ mode: 'demo', startedAt: '2026-11-22T12:00:00.000Z' });
    expect(memory.has(DEMO_STORAGE_KEY)).toBe(true);
  });

  it('logs in with a demo account and is refused with a wrong password', async () => {
    await expect(api.login(client, { userId: 'demo01', password: 'nope' })).rejects.toMatchObject({ status: 404 });
    const answer = await api.login(client, { userId: 'demo01', password: 'demo1234' });
    token = answer.token;
    expect(answer.user).toMatchObject({ userId: 'demo01', type: 0 });
    expect(answer.user).not.toHaveProperty('password');
    await expect(api.getCurrentUser(client)).resolves.toMatchObject({ userId: 'demo01' });
  });

  it('places a three-pick pre-match bet with its 3-folder bonus, sees it in history and cancels it inside the window', async () => {
    const user = await api.getCurrentUser(client);
    const [a, b, c] = await upcoming(60);
    const settings = await api.getMemberBettingSettings(client, user.userId);
    const bonus: Selection = { id: 'bonus-3', fixtureId: 'bonus', providerId: -1, slipName: '3폴더 보너스', betPrice: Number(settings.bonus.bonus1), marketName: 'Bonus', betName: '3폴더 보너스' };
    const selections = [bonus, pick(a!), pick(b!), pick(c!)];
    const request = buildBetRequest({ memberId: user.id, amount: 10_000, selections, style: 'europe', autoAcceptOddsChange: false })!;
    expect(request.gameDetailType).toBe(93);

    const placed = await api.placeBet(client, request);
    expect(placed.emoney).toBe(user.emoney - 10_000);

    const [slip] = await api.getBetSlips(client, { page: 1, gameType: 1, perpage: 10, memberUserId: user.userId, user: 1 });
    expect(slip![0].id).toBe(placed.betSlipId);
    expect(slip).toHaveLength(4);
    expect(totalOdds(slip!.map((leg) => leg.sports_betting_bet_price))).toBe(request.totalRatio);
    expect(expectedWinnings(10_000, request.totalRatio)).toBeGreaterThan(10_000);
    expect(slip![0].settlement_name).toBe('대기');

    clock = new Date(clock.getTime() + 10 * 60_000);
    await expect(api.cancelBetSlip(client, placed.betSlipId)).resolves.toBe('베팅이 취소되었습니다.');
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ emoney: user.emoney });
  });

  it('refuses to cancel outside the window with the spec\u2019s exact text', async () => {
    const user = await api.getCurrentUser(client);
    const [a] = await upcoming(120);
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections: [pick(a!)], style: 'europe', autoAcceptOddsChange: false })!;
    const placed = await api.placeBet(client, request);
    clock = new Date(clock.getTime() + 31 * 60_000);
    await expect(api.cancelBetSlip(client, placed.betSlipId)).rejects.toMatchObject({
      status: 400,
      message: '베팅 후 30분 이내, 경기시작 5분 전까지 취소할 수 있습니다.',
    });
  });

  it('refuses an amount above the maximum with the spec\u2019s message', async () => {
    const user = await api.getCurrentUser(client);
    const [a] = await upcoming(60);
    const request = buildBetRequest({ memberId: user.id, amount: 90_000_000, selections: [pick(a!)], style: 'europe', autoAcceptOddsChange: false })!;
    const error = await api.placeBet(client, request).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect((error as Error).message).toMatch(/^최대베팅금 [\d,]+이상 베팅하실수 없습니다. $/);
  });

  it('answers a stale in-play price with an odds change, and takes the bet at the new price once accepted', async () => {
    const user = await api.getCurrentUser(client);
    const [fixture] = await api.getInplayGames(client);
    const stale = pick(fixture!);
    clock = new Date(clock.getTime() + LIVE_PRICE_STEP_MS);
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections: [stale], style: 'europe', autoAcceptOddsChange: false })!;
    const error = (await api.placeBet(client, request).catch((e: unknown) => e)) as api.ApiError;
    expect(error.status).toBe(400);
    expect(isOddsChangeAnswer(error.body)).toBe(true);
    const accepted = resubmission([stale], error.body);
    const retry = buildBetRequest({ memberId: user.id, amount: 5_000, selections: accepted, style: 'europe', autoAcceptOddsChange: false })!;
    await expect(api.placeBet(client, retry)).resolves.toMatchObject({ betSlipId: expect.any(Number) });
    const [slip] = await api.getBetSlips(client, { page: 1, gameType: 2, perpage: 10, memberUserId: user.userId, user: 1 });
    expect(slip![0].sports_betting_bet_price).toBe(accepted[0]!.betPrice);
  });

  it('moves a pre-match price on /__demo/move-prices, so a bet at the old price gets the odds change', async () => {
    const user = await api.getCurrentUser(client);
    const [fixture] = await upcoming(60);
    const old = pick(fixture!);
    await expect(client.request('POST', '/__demo/move-prices', { body: { oddsIds: [old.id] } })).resolves.toEqual({ moved: 1 });
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections: [old], style: 'europe', autoAcceptOddsChange: false })!;
    const error = (await api.placeBet(client, request).catch((e: unknown) => e)) as api.ApiError;
    expect(error.status).toBe(400);
    expect(error.body).toEqual([
      { oddsId: old.id, fixtureId: old.fixtureId, betPrice: Math.round((old.betPrice + 0.1) * 100) / 100, version: Number(old.version) + 1 },
    ]);
  });

  it('moves a named mini-game or virtual price on /__demo/move-prices: the next read answers it, and a bet at the old price meets the change', async () => {
    const user = await api.getCurrentUser(client);
    const [game] = await api.getMinigames(client);
    const [round] = await api.getMinigameEvents(client, game!.id);
    const bet = round!.markets[0]!.bets[0]!;
    const [virtual] = await api.getVirtualGames(client, { sportsType: '', league: '' });
    const virtualBet = (await api.getVirtualOdds(client, virtual!.fixtureId)).markets[0]!.bets[0]!;
    await expect(client.request('POST', '/__demo/move-prices', { body: { oddsIds: [bet.id, virtualBet.id] } })).resolves.toEqual({ moved: 2 });
    const raised = (price: number) => Math.round((price + 0.1) * 100) / 100;
    const [after] = await api.getMinigameEvents(client, game!.id);
    expect(after!.markets[0]!.bets[0]).toMatchObject({ id: bet.id, betPrice: raised(bet.betPrice), version: bet.version + 1 });
    expect(after!.markets[0]!.bets[1]).toEqual(round!.markets[0]!.bets[1]);
    expect((await api.getVirtualOdds(client, virtual!.fixtureId)).markets[0]!.bets[0]).toMatchObject({ betPrice: raised(virtualBet.betPrice), version: virtualBet.version + 1 });
    const selection: Selection = { id: bet.id, fixtureId: round!.id, sportId: 0, betPrice: bet.betPrice, version: bet.version, marketName: round!.markets[0]!.marketName, betName: bet.betName };
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections: [selection], style: 'korean', autoAcceptOddsChange: false })!;
    const error = (await api.placeBet(client, request).catch((e: unknown) => e)) as api.ApiError;
    expect(error.body).toEqual([expect.objectContaining({ oddsId: bet.id, betPrice: raised(bet.betPrice) })]);
  });

  it('requests a deposit, sees it pending, and sees it completed by the demo back office a minute later', async () => {
    const user = await api.getCurrentUser(client);
    const record = await api.requestDeposit(client, {
      memberId: user.id,
      depositMode: 0,
      depositAmount: 50_000,
      depositName: user.accountHolder ?? '홍길동',
      userDisplayFlag: 1,
      type: 0,
      eventDepositId: 1,
    });
    expect(record).toMatchObject({ id: expect.any(Number), status: 0, depositMode: 0 });
    const { list } = await api.getCharges(client, { memberId: user.id, depositMode: 0 });
    expect(list[0]).toMatchObject({ id: record.id, status: 0 });
    clock = new Date(clock.getTime() + 61_000);
    const later = await api.getCharges(client, { memberId: user.id, depositMode: 0 });
    expect(later.list.find((row) => row.id === record.id)).toMatchObject({ status: 1 });
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ emoney: user.emoney + 50_000 });
  });

  it('spins the roulette: one card is consumed and the prize is one of the wheel\u2019s', async () => {
    const user = await api.getCurrentUser(client);
    const before = await api.getCardCounts(client, user.id);
    expect(before.normal).toBeGreaterThan(0);
    const prize = await api.spinRoulette(client, { memberId: user.id, couponType: 1 });
    expect(roulettePrizes('normal')).toContain(prize);
    await expect(api.getCardCounts(client, user.id)).resolves.toEqual({ ...before, normal: before.normal - 1 });
  });

  it('keeps what the member did across a reload, and forgets it on reset', async () => {
    const reloaded = createDemoServer({ baseUrl: 'https://reload.test', storage, now: () => clock });
    const slips = reloaded.demo.store.get().data.slips.filter(({ memberId }) => memberId === server.demo.store.get().sessions[token!]);
    expect(slips.some(({ legs }) => legs[0].settlement_name === '취소')).toBe(true);
    await client.request('POST', '/__demo/reset');
    expect(server.demo.store.get().data.slips.some(({ legs }) => legs[0].settlement_name === '취소' && legs[0].created_at > '2026-11-22 21:00')).toBe(false);
  });

  it('logs the first device out with 555 when the member logs in elsewhere', async () => {
    const first = await api.login(client, { userId: 'vip01', password: 'demo1234' });
    const events: SessionEvent[] = [];
    const firstClient = api.createApiClient({ baseUrl: base, getToken: () => first.token });
    firstClient.onSessionEvent((event) => events.push(event));
    await api.login(client, { userId: 'vip01', password: 'demo1234' });
    await expect(api.getCurrentUser(firstClient)).rejects.toMatchObject({ status: 555, message: '다른기기에서 로그인되어 로그아웃 됩니다.' });
    expect(events).toEqual([{ type: 'duplicate-login', status: 555, message: '다른기기에서 로그인되어 로그아웃 됩니다.' }]);
    const anonymous = api.createApiClient({ baseUrl: base });
    await expect(api.getCurrentUser(anonymous)).rejects.toMatchObject({ status: 401, message: bettingMessages.loginRequired });
  });
});
