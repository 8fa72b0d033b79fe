import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { cancelBetSlip, deleteBetSlips } from './calls/betting';
import { getThirdPartyPlayLink } from './calls/games';
import { spinRoulette } from './calls/member-services';
import { bonusImageUrl } from './calls/money';
import { encodePhoneForSms, isMemberValueTaken, join, sendSmsCode } from './calls/signup';
import { getCurrentUser, login } from './calls/session';
import * as partners from './calls/partners';
import { DEFAULT_EXTRA_PATHS, resolveExtraPaths } from './calls/partner-paths';

const base = 'https://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const client = createApiClient({ baseUrl: base });

describe('default messages per call (spec section 8)', () => {
  it('given a login refused with 404, it shows the server\u2019s text', async () => {
    server.use(http.post(`${base}/auth/login`, () => HttpResponse.text('아이디가 없습니다.', { status: 404 })));
    await expect(login(client, { userId: 'a', password: 'b' })).rejects.toMatchObject({ status: 404, message: '아이디가 없습니다.' });
  });

  it('given a login refused otherwise, it shows the default even when the server sent text', async () => {
    server.use(http.post(`${base}/auth/login`, () => HttpResponse.text('stack trace', { status: 400 })));
    await expect(login(client, { userId: 'a', password: 'b' })).rejects.toMatchObject({
      status: 400,
      message: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.',
    });
  });

  it('given a join refused without text, "registration failed"; with text, the server\u2019s; other sign-up calls "unexpected error"', async () => {
    server.use(http.post(`${base}/member/join`, () => new HttpResponse(null, { status: 400 })));
    await expect(join(client, {} as never)).rejects.toMatchObject({ message: '회원가입에 실패했습니다' });
    server.use(http.post(`${base}/member/join`, () => HttpResponse.text('이미 사용중입니다', { status: 400 })));
    await expect(join(client, {} as never)).rejects.toMatchObject({ message: '이미 사용중입니다' });
    server.use(http.post(`${base}/sms/send`, () => new HttpResponse(null, { status: 404 })));
    await expect(sendSmsCode(client, '01012345678')).rejects.toMatchObject({ message: '예상하지 못한 오류가 발생했습니다' });
  });

  it('given a delete refused without text, it shows the delete failure message', async () => {
    server.use(http.post(`${base}/sports-prematch/user-delete`, () => new HttpResponse(null, { status: 400 })));
    await expect(deleteBetSlips(client, [])).rejects.toMatchObject({ message: '베팅내역 삭제처리에 실패했습니다.' });
  });

  it('given a cancel refused with text, it shows the server\u2019s text; without, the default', async () => {
    server.use(http.post(`${base}/sports-prematch/user/cancelAll/9`, () => HttpResponse.text('이미 취소된 베팅입니다.', { status: 400 })));
    await expect(cancelBetSlip(client, 9)).rejects.toMatchObject({ message: '이미 취소된 베팅입니다.' });
    server.use(http.post(`${base}/sports-prematch/user/cancelAll/9`, () => new HttpResponse(null, { status: 400 })));
    await expect(cancelBetSlip(client, 9)).rejects.toMatchObject({ message: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.' });
  });

  it('given a roulette failure without text, it shows the roulette default', async () => {
    server.use(http.post(`${base}/card/choice`, () => new HttpResponse(null, { status: 400 })));
    await expect(spinRoulette(client, { memberId: 1, couponType: 1 })).rejects.toMatchObject({ message: '문제가 발생했습니다. 관리자에게 문의해주세요.' });
  });

  it('given a failed play-link call, it shows \u2019점검중입니다.\u2019', async () => {
    server.use(http.get(`${base}/enjoycx/play`, () => new HttpResponse(null, { status: 502 })));
    await expect(getThirdPartyPlayLink(client, { userid: 'u', thirdpartycode: 'x', gamecode: 'g', platform: 'PC' })).rejects.toMatchObject({
      message: '점검중입니다.',
    });
  });
});

describe('paths the spec does not show', () => {
  it('uses the defaults, and an operator\u2019s overrides when given (blank ones ignored)', async () => {
    expect(resolveExtraPaths({ login: ' ', currentUser: '/v2/me' })).toEqual({ ...DEFAULT_EXTRA_PATHS, currentUser: '/v2/me' });
    server.use(http.get(`${base}/v2/me`, () => HttpResponse.json({ id: 1, userId: 'demo01' })));
    const custom = createApiClient({ baseUrl: base, paths: { currentUser: '/v2/me' } });
    await expect(getCurrentUser(custom)).resolves.toMatchObject({ userId: 'demo01' });
  });
});

describe('the partner and recommender calls (Not in spec: their paths are configurable)', () => {
  /** What each call sent: method, path and query. */
  const sent: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    sent.push(`${request.method} ${url.pathname}${url.search}`);
    return HttpResponse.json({ list: [], totalCount: 0, totals: {} });
  };

  it('send the period, paging, search, sort, kind and game type on each list’s path', async () => {
    sent.length = 0;
    server.use(http.get(`${base}/*`, record), http.post(`${base}/*`, record));
    const period = { from: '2026-11-01', to: '2026-11-28' };
    const page = { ...period, page: 2, perpage: 50 };
    await partners.getPartnerSummary(client, period);
    await partners.getPartnerRolling(client, { ...page, gameType: 'casino' });
    await partners.getPartnerMembers(client, { ...page, search: '김', sort: '-betTotal' });
    await partners.getPartnerCharges(client, { ...page, kind: 'withdraw' });
    await partners.getPartnerBets(client, { ...page, gameType: 1 });
    await partners.getPartnerThirdPartyBets(client, page);
    await partners.getPartnerSettlements(client, page);
    await partners.getPartnerAnalysis(client, period);
    await partners.sendPartnerEnquiry(client, { title: '정산 문의', content: '지난주 정산을 확인해주세요.' });
    await partners.getRecommenderSummary(client, period);
    await partners.getRecommenderMembers(client, page);
    await partners.getRecommenderCharges(client, { ...page, kind: 'deposit' });
    await partners.getRecommenderSettlements(client, page);
    const q = 'from=2026-11-01&to=2026-11-28';
    const p = `${q}&page=2&perpage=50`;
    expect(sent).toEqual([
      `GET /partner/summary?${q}`,
      `GET /partner/rolling?${p}&gameType=casino`,
      `GET /partner/members?${p}&search=%EA%B9%80&sort=-betTotal`,
      `GET /partner/charges?${p}&kind=withdraw`,
      `GET /partner/bets?${p}&gameType=1`,
      `GET /partner/third-party-bets?${p}`,
      `GET /partner/settlements?${p}`,
      `GET /partner/analysis?${q}`,
      'POST /partner/enquiry',
      `GET /recommender/summary?${q}`,
      `GET /recommender/members?${p}`,
      `GET /recommender/charges?${p}&kind=deposit`,
      `GET /recommender/settlements?${p}`,
    ]);
  });

  it('follow an operator’s paths', async () => {
    sent.length = 0;
    server.use(http.get(`${base}/*`, record));
    const custom = createApiClient({ baseUrl: base, paths: { partnerSettlements: '/agent/calc', recommenderCharges: '/friend/charges' } });
    await partners.getPartnerSettlements(custom);
    await partners.getRecommenderCharges(custom, { kind: 'deposit' });
    expect(sent).toEqual(['GET /agent/calc', 'GET /friend/charges?kind=deposit']);
  });
});

describe('small helpers', () => {
  it('encodes only the phone\u2019s digits for the SMS call', () => {
    expect(encodePhoneForSms('010-1234-5678')).toBe(btoa('01012345678'));
  });

  it('reads a truthy duplicate-check answer as taken', async () => {
    server.use(http.get(`${base}/member/check`, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.has('userId') ? [{ id: 1 }] : 0)));
    await expect(isMemberValueTaken(client, { userId: 'taken1' })).resolves.toBe(true);
    await expect(isMemberValueTaken(client, { nickname: 'free' })).resolves.toBe(false);
  });

  it('builds bonus image URLs on the base URL with each segment encoded', () => {
    expect(bonusImageUrl(createApiClient({ baseUrl: `${base}/` }), 'event/첫충 10%.png')).toBe(
      `${base}/api/file/download/event/${encodeURIComponent('첫충 10%.png')}`,
    );
  });

  it('aborts a call when its signal fires', async () => {
    server.use(http.get(`${base}/auth/me`, async () => new Promise(() => undefined)));
    const controller = new AbortController();
    const pending = getCurrentUser(client, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
