// Each named scenario answers as its name says, through the real api client.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import type { SessionEvent } from '@betkit/api';
import { isOddsChangeAnswer } from '@betkit/domain';
import { createDemoServer } from './node';
import { DEMO_STATUS_HEADER, demoResponseStatus } from './demo-status';
import { createScenarios, scenarios, SERVICE_UNAVAILABLE_TEXT } from './scenarios';

const base = 'https://scenario.test';
const server = createDemoServer({ baseUrl: base, now: () => new Date('2026-11-22T12:00:00Z') });
const named = createScenarios({ baseUrl: base });
let token: string | null = null;
const client = api.createApiClient({ baseUrl: base, getToken: () => token, timeoutMs: 200 });
let user: api.LoginAnswer['user'];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  ({ token, user } = await api.login(client, { userId: 'demo01', password: 'demo1234' }));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('interceptor scenarios: every call answers the status', () => {
  it.each([
    ['duplicateLogin', 555, 'duplicate-login'],
    ['loggedOut', 556, 'logged-out'],
    ['blockedIp', 406, 'blocked-ip'],
    ['serverError', 500, 'server-error'],
    ['blankPage', 600, 'blank-page'],
  ] as const)('%s → %i, the %s event, on a read and on a write alike', async (name, status, type) => {
    server.use(...named[name]);
    const events: SessionEvent[] = [];
    const stop = client.onSessionEvent((event) => events.push(event));
    await expect(api.getMember(client, user.id)).rejects.toMatchObject({ status });
    await expect(api.spinRoulette(client, { memberId: user.id, couponType: 1 })).rejects.toMatchObject({ status });
    stop();
    expect(events.map((event) => event.type)).toEqual([type, type]);
  });
});

describe('600 from a service worker (the browser demo)', () => {
  const inWorker = createScenarios({ baseUrl: base, serviceWorker: true });

  it('answers 599 with 600 in the demo status header, since a worker cannot construct a Response of 600', async () => {
    expect(() => new Response(null, { status: 600 })).toThrow(RangeError);
    server.use(...inWorker.blankPage);
    const response = await fetch(`${base}/member/${user.id}`);
    expect(response.status).toBe(599);
    expect(response.headers.get(DEMO_STATUS_HEADER)).toBe('600');
    expect(demoResponseStatus(response)).toBe(600);
  });

  it('reaches the blank-page event through a client that reads the demo status', async () => {
    server.use(...inWorker.blankPage);
    const demoClient = api.createApiClient({ baseUrl: base, getToken: () => token, readStatus: demoResponseStatus });
    const events: SessionEvent[] = [];
    demoClient.onSessionEvent((event) => events.push(event));
    await expect(api.getMember(demoClient, user.id)).rejects.toMatchObject({ status: 600 });
    expect(events).toEqual([{ type: 'blank-page', status: 600 }]);
  });

  it('reads any other answer by its own status, header or not', () => {
    expect(demoResponseStatus(new Response(null, { status: 503, headers: { [DEMO_STATUS_HEADER]: '600' } }))).toBe(503);
    expect(demoResponseStatus(new Response(null, { status: 599 }))).toBe(599);
  });

  it('leaves the statuses a worker can send as they are', async () => {
    server.use(...inWorker.serverError);
    await expect(api.getMember(client, user.id)).rejects.toMatchObject({ status: 500 });
  });
});

describe('serviceUnavailable: a server fault on the screens\u2019 first loads', () => {
  it('answers the boards and game lists 503 with its text, a fault the interceptor leaves to the screen', async () => {
    server.use(...named.serviceUnavailable);
    const events: SessionEvent[] = [];
    const stop = client.onSessionEvent((event) => events.push(event));
    for (const call of [api.getPrematchGames(client), api.getInplayGames(client), api.getMinigames(client), api.getVirtualGames(client, { sportsType: 'soccer', league: 'premierships' })]) {
      const error = await call.catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status: 503, message: SERVICE_UNAVAILABLE_TEXT });
      expect(api.isServerFault(error)).toBe(true);
    }
    stop();
    expect(events).toEqual([]);
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ id: user.id });
  });
});

describe('network and body edges', () => {
  it('networkFailure: status 0 with the network message', async () => {
    server.use(...named.networkFailure);
    await expect(api.getSports(client)).rejects.toMatchObject({ status: 0, message: api.NETWORK_ERROR_MESSAGE });
  });

  it('loading: a read never answers (the client gives up at its timeout)', async () => {
    server.use(...named.loading);
    await expect(api.getJackpot(client)).rejects.toMatchObject({ status: 0 });
  });

  it('malformedBodies: a JSON answer that does not parse is a failure with the default text, never data or a crash', async () => {
    server.use(...named.malformedBodies);
    const failure = await api.getSports(client).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 200, message: api.DEFAULT_ERROR_MESSAGE });
    // the unparsable text is dropped so it can never be shown as the server's words
    expect((failure as { body?: unknown }).body).toBeUndefined();
  });

  it('emptyLists: lists are empty and counts 0', async () => {
    server.use(...named.emptyLists);
    const query = { page: 1, gameType: 1, perpage: 10, memberUserId: user.userId, user: 1 as const };
    await expect(api.getBetSlipCount(client, query)).resolves.toBe(0);
    await expect(api.getBetSlips(client, query)).resolves.toEqual([]);
    await expect(api.getThirdPartyBets(client, { page: 1, perpage: 10 })).resolves.toEqual([]);
    await expect(api.getMessages(client, user.id)).resolves.toEqual([]);
    await expect(api.getPopups(client)).resolves.toEqual([]);
    await expect(api.getPrematchGames(client)).resolves.toMatchObject({ items: [], totalCount: 0 });
  });
});

describe('maintenance and refusals', () => {
  it('siteMaintenance turns the maintenance switch on', async () => {
    server.use(...named.siteMaintenance);
    await expect(api.getUserSetting(client)).resolves.toMatchObject({ siteNoticeFlg: true });
  });

  it('minigameMaintenance and minigameSettingMissing both mean maintenance; a failed check has its default text', async () => {
    server.use(...named.minigameMaintenance);
    await expect(api.getMinigameSetting(client, 1)).resolves.toMatchObject({ systemMaintenanceFlg: 1 });
    server.resetHandlers(...named.minigameSettingMissing);
    await expect(api.getMinigameSetting(client, 1)).resolves.toBeUndefined();
    server.resetHandlers(...named.minigameCheckFailed);
    await expect(api.getMinigameSetting(client, 1)).rejects.toMatchObject({ message: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.' });
    server.resetHandlers(...named.minigameCheckFailedWithText);
    await expect(api.getMinigameSetting(client, 1)).rejects.toMatchObject({ message: '미니게임 설정을 불러오지 못했습니다.' });
  });

  it('oddsChanged answers each leg with a higher price and a newer version', async () => {
    server.use(...named.oddsChanged);
    const error = (await api
      .placeBet(client, {
        memberId: user.id,
        totalRatio: 2,
        amounts: 5000,
        bettings: [{ betPrice: 2, fixtureId: 1, oddsId: 11, sportId: 6046, version: 3 }],
        gameDetailType: 91,
        gameStyle: 'europe',
        changeFlag: 0,
      })
      .catch((e: unknown) => e)) as api.ApiError;
    expect(isOddsChangeAnswer(error.body)).toBe(true);
    expect(error.body).toEqual([{ oddsId: 11, fixtureId: 1, betPrice: 2.15, version: 4 }]);
  });

  it.each([
    ['betRefused', '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.'],
    ['betRefusedWithText', '마감된 경기가 포함되어 있습니다.'],
  ] as const)('%s shows %s', async (name, message) => {
    server.use(...named[name]);
    await expect(api.placeBet(client, {} as never)).rejects.toMatchObject({ message });
  });

  it('cancel and delete failures carry the spec\u2019s texts', async () => {
    server.use(...named.cancelWindowClosed, ...named.deleteFailed);
    await expect(api.cancelBetSlip(client, 1)).rejects.toMatchObject({ message: '베팅 후 30분 이내, 경기시작 5분 전까지 취소할 수 있습니다.' });
    await expect(api.deleteBetSlips(client, [])).rejects.toMatchObject({ message: '베팅내역 삭제처리에 실패했습니다.' });
    server.resetHandlers(...named.cancelFailed, ...named.deleteUnexpected);
    await expect(api.cancelBetSlip(client, 1)).rejects.toMatchObject({ message: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.' });
    await expect(api.deleteBetSlips(client, [])).rejects.toMatchObject({ status: 0 });
  });

  it('member-service failures carry their defaults', async () => {
    server.use(...named.loginFailed, ...named.findPasswordFailed, ...named.changePasswordFailed, ...named.rouletteFailed, ...named.couponFailed);
    await expect(api.login(client, { userId: 'a', password: 'b' })).rejects.toMatchObject({ message: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.' });
    await expect(api.findPassword(client, { phoneNumber: '1', userId: 'a', accountHolder: 'b' })).rejects.toMatchObject({
      message: '회원님의 정보를 찾을 수 없습니다. 비회원문의로 상담해주세요.',
    });
    await expect(api.changeRecoveredPassword(client, { userId: 'a', newPassword: 'b' })).rejects.toMatchObject({
      message: '시스템에 문제가 발생했습니다. 비회원문의를 통해 상담해주세요.',
    });
    await expect(api.spinRoulette(client, { memberId: user.id, couponType: 1 })).rejects.toMatchObject({ message: '문제가 발생했습니다. 관리자에게 문의해주세요.' });
    await expect(api.claimChargeCountCoupon(client, user.id)).rejects.toMatchObject({ message: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.' });
  });

  it('chargeCouponsIssued answers the coupons\u2019 success texts', async () => {
    server.use(...named.chargeCouponsIssued);
    await expect(api.claimChargeCountCoupon(client, user.id)).resolves.toBe('일일 누적 충전[횟수] 쿠폰이 지급 되었습니다.');
    await expect(api.claimChargeAmountCoupon(client, user.id)).resolves.toBe('일일 누적 충전[금액] 쿠폰이 지급 되었습니다.');
  });

  it('unreadMessage gives the guard an unread message', async () => {
    server.use(...named.unreadMessage);
    await expect(api.getUnreadMessages(client, user.id)).resolves.toHaveLength(1);
    await expect(api.getUnreadMessageCount(client)).resolves.toBe(1);
  });

  it('the default scenarios answer on the page\u2019s own origin, as stories use them', () => {
    const paths = scenarios.duplicateLogin.map((handler) => String((handler as unknown as { info: { path: string } }).info.path));
    expect(paths).toContain('/member/:id');
    expect(paths.every((path) => path.startsWith('/'))).toBe(true);
  });
});
