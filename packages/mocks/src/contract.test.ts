// Contract tests: every call of both specs' section 7 has an @betkit/api function that sends the spec's
// method, path, query and body, and a demo-backend handler that answers it; every Korean message of section 8 is
// one the domain shows. The spec's facts are the repository's table (spec-facts.ts), so this runs in any clone;
// where ../shared/spec is present, the table is checked against the documents themselves.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import type { ApiClient, LoginAnswer } from '@betkit/api';
import * as domain from '@betkit/domain';
import { createDemoServer } from './node';
import { specFacts, type SpecDocument } from './spec-facts';

const base = 'https://contract.test';
const now = new Date('2026-11-22T12:00:00Z');
const server = createDemoServer({ baseUrl: base, now: () => now });
const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => unhandled.push(`${request.method} ${new URL(request.url).pathname}`));

/** What one call sent. */
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
const seen: Seen[] = [];
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  seen.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
});

let token = '';
const client: ApiClient = api.createApiClient({ baseUrl: base, getToken: () => token });
let me: LoginAnswer['user'];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'warn' });
  const answer = await api.login(client, { userId: 'demo01', password: 'demo1234' });
  token = answer.token;
  me = answer.user;
});
afterAll(() => server.close());

/** One call of a spec's section 7: its template ('GET /member/{id}'), how the api calls it, and what must be sent. */
interface SpecCall {
  call: string;
  invoke: () => Promise<unknown>;
  path?: () => string;
  query?: () => Record<string, string>;
  body?: () => unknown;
}

const historyQuery = () => ({ page: 1, gameType: 1, perpage: 10, memberUserId: me.userId, user: 1 as const });
const title = { id: 1, created_at: '2026-11-22 20:00:00', amount: 5000 } as never;

/** A single europe-style prematch bet of 10,000 won at 2.10. */
const prematchBet = (): domain.BetRequest => ({
  memberId: me.id,
  totalRatio: 2.1,
  amounts: 10_000,
  bettings: [{ betPrice: 2.1, fixtureId: 5, oddsId: 501, sportId: 6046, version: 1 }],
  gameDetailType: 91,
  gameStyle: 'europe',
  changeFlag: 1,
});

const specCalls: SpecCall[] = [
  // ── betting-core.md section 7 ──
  {
    call: 'GET /sports-prematch/count',
    invoke: () => api.getBetSlipCount(client, { ...historyQuery(), betSlipIds: '12,13', gameDetailType: 93 }),
    query: () => ({ page: '1', gameType: '1', perpage: '10', memberUserId: me.userId, user: '1', betSlipIds: '12,13', gameDetailType: '93' }),
  },
  {
    call: 'GET /sports-prematch/bettings',
    invoke: () => api.getBetSlips(client, historyQuery()),
    query: () => ({ page: '1', gameType: '1', perpage: '10', memberUserId: me.userId, user: '1' }),
  },
  { call: 'POST /sports-prematch/user-delete', invoke: () => api.deleteBetSlips(client, [title]), body: () => [title] },
  { call: 'POST /sports-prematch/user/cancelAll/{id}', invoke: () => api.cancelBetSlip(client, 77), path: () => '/sports-prematch/user/cancelAll/77' },
  {
    call: 'POST /sports-prematch/betting',
    invoke: () => api.placeBet(client, prematchBet()),
    // The request goes out as given: placeBet adds and renames nothing.
    body: prematchBet,
  },
  { call: 'GET /settingMinigameBetting', invoke: () => api.getMinigameBettingSettings(client) },
  { call: 'GET /settingMemberBetting/{userId}', invoke: () => api.getMemberBettingSettings(client, me.userId), path: () => `/settingMemberBetting/${me.userId}` },
  { call: 'GET /member/{id}', invoke: () => api.getMember(client, me.id), path: () => `/member/${me.id}` },
  { call: 'GET /card/user/count', invoke: () => api.getCardCounts(client, me.id), query: () => ({ memberId: String(me.id) }) },
  { call: 'GET /message/user/count', invoke: () => api.getUnreadMessageCount(client) },
  { call: 'GET /enjoycx/user/count', invoke: () => api.getThirdPartyBetCount(client, { page: 1, perpage: 10 }), query: () => ({ page: '1', perpage: '10' }) },
  {
    call: 'GET /enjoycx/user',
    invoke: () => api.getThirdPartyBets(client, { page: 1, gameType: 2, perpage: 100_000 }),
    query: () => ({ page: '1', gameType: '2', perpage: '100000' }),
  },
  {
    call: 'POST /enjoycx/user/delete',
    invoke: () => api.deleteThirdPartyBets(client, [{ id: 3 } as never]),
    body: () => [{ id: 3 }],
  },
  { call: 'GET /enjoycx/gamelist', invoke: () => api.getThirdPartyGames(client, 'evolution'), query: () => ({ thirdpartycode: 'evolution' }) },
  {
    call: 'GET /enjoycx/play',
    invoke: () => api.getThirdPartyPlayLink(client, { userid: me.userId, thirdpartycode: 'evolution', gamecode: 'x', platform: 'MOBILE' }),
    query: () => ({ userid: me.userId, thirdpartycode: 'evolution', gamecode: 'x', platform: 'MOBILE' }),
  },
  { call: 'GET /minigame/events', invoke: () => api.getMinigameEvents(client, 1), query: () => ({ gameId: '1' }) },
  { call: 'GET /settingMinigame/{id}', invoke: () => api.getMinigameSetting(client, 4), path: () => '/settingMinigame/4' },
  {
    call: 'GET /virtureGame',
    invoke: () => api.getVirtualGames(client, { sportsType: 'soccer', league: 'premierships' }),
    query: () => ({ sportsType: 'soccer', league: 'premierships', status: '1' }),
  },
  { call: 'GET /virtureGame/odds', invoke: () => api.getVirtualOdds(client, 9), query: () => ({ fixtureId: '9' }) },

  // ── site-and-member-services.md section 7 ──
  { call: 'GET /sports-prematch/sports', invoke: () => api.getSports(client) },
  { call: 'GET /sports-prematch/location', invoke: () => api.getLocations(client, 6046), query: () => ({ sportId: '6046' }) },
  {
    call: 'GET /sports-prematch/league',
    invoke: () => api.getLeagues(client, { sportId: 6046, locationId: 1 }),
    query: () => ({ sportId: '6046', locationId: '1' }),
  },
  { call: 'GET /jackpot', invoke: () => api.getJackpot(client) },
  { call: 'GET /setting/user', invoke: () => api.getUserSetting(client) },
  { call: 'GET /settingSignUp', invoke: () => api.getSignUpSetting(client) },
  { call: 'GET /boardEvent', invoke: () => api.getEvents(client) },
  { call: 'GET /boardNotice', invoke: () => api.getNotices(client), query: () => ({ noticeType: '0' }) },
  {
    call: 'GET /board',
    invoke: () => api.getBoardPage(client, { category: 'notice', page: 1, perpage: 5 }),
    query: () => ({ category: 'notice', page: '1', perpage: '5' }),
  },
  { call: 'GET /boardPopup', invoke: () => api.getPopups(client) },
  { call: 'GET /message/unread/{memberId}', invoke: () => api.getUnreadMessages(client, me.id), path: () => `/message/unread/${me.id}` },
  { call: 'GET /message/user/{id}', invoke: () => api.getMessages(client, me.id), path: () => `/message/user/${me.id}` },
  { call: 'PUT /message/', invoke: () => api.markMessageRead(client, 5), body: () => ({ id: 5, confirmStatus: 1 }) },
  { call: 'PUT /message/delete', invoke: () => api.deleteMessages(client, [5, 6]), body: () => [{ id: 5, userDeleteFlg: 1 }, { id: 6, userDeleteFlg: 1 }] },
  { call: 'POST /member/resetAlertCount', invoke: () => api.resetAlertCount(client, 'deposit'), body: () => ({ type: 'deposit' }) },
  { call: 'GET /member/alertInfo', invoke: () => api.getAlertSettings(client) },
  {
    call: 'POST /member/updateAlert',
    invoke: () => api.updateAlertSettings(client, { alertMessageFlag: true, alertCustomerFlag: false, alertDepositFlag: true, alertWithdrawFlag: false }),
    body: () => ({ alertMessageFlag: true, alertCustomerFlag: false, alertDepositFlag: true, alertWithdrawFlag: false }),
  },
  {
    call: 'POST /member/find-password',
    invoke: () => api.findPassword(client, { phoneNumber: '5678', userId: 'demo01', accountHolder: '김민준' }),
    body: () => ({ phoneNumber: '5678', userId: 'demo01', accountHolder: '김민준' }),
  },
  {
    call: 'POST /member/change-password',
    invoke: () => api.changeRecoveredPassword(client, { userId: 'nobody', newPassword: 'pw1234' }),
    body: () => ({ userId: 'nobody', newPassword: 'pw1234' }),
  },
  {
    call: 'PUT /member/change-password/{id}',
    invoke: () => api.changePassword(client, me.id, { oldPassword: 'wrong', password: 'new1234' }),
    path: () => `/member/change-password/${me.id}`,
    body: () => ({ oldPassword: 'wrong', password: 'new1234' }),
  },
  {
    call: 'GET /revolution/user/create',
    invoke: () => api.createHoldemAccount(client, { userId: me.userId, nickname: me.nickname }),
    query: () => ({ userId: me.userId, nickname: me.nickname }),
  },
  { call: 'GET /revolution/game/link', invoke: () => api.getHoldemLink(client, me.userId), query: () => ({ userId: me.userId }) },
  { call: 'GET /vet3/Soccer', invoke: () => api.getVirtualSoccerStreams(client) },
  { call: 'POST /card/choice', invoke: () => api.spinRoulette(client, { memberId: me.id, couponType: 2 }), body: () => ({ memberId: me.id, couponType: 2 }) },
  { call: 'POST /card/roulleteCount/{memberId}', invoke: () => api.claimChargeCountCoupon(client, me.id), path: () => `/card/roulleteCount/${me.id}` },
  { call: 'POST /card/roulleteAmount/{memberId}', invoke: () => api.claimChargeAmountCoupon(client, me.id), path: () => `/card/roulleteAmount/${me.id}` },
  { call: 'GET /point/user/{id}', invoke: () => api.getPointHistory(client, me.id), path: () => `/point/user/${me.id}` },
  { call: 'GET /comp/user/{id}', invoke: () => api.getCompHistory(client, me.id), path: () => `/comp/user/${me.id}` },
  {
    call: 'POST /emoney/pointToEmoney',
    invoke: () => api.convertPoints(client, { memberId: me.id, point: 5000, userUpdatedAt: 'stale' }),
    body: () => ({ memberId: me.id, point: 5000, userUpdatedAt: 'stale' }),
  },
  {
    call: 'POST /emoney/compToEmoney',
    invoke: () => api.convertComps(client, { memberId: me.id, comp: 100, userUpdatedAt: 'stale' }),
    body: () => ({ memberId: me.id, comp: 100, userUpdatedAt: 'stale' }),
  },
  { call: 'GET /code', invoke: () => api.getBankCodes(client), query: () => ({ type: 'BANK' }) },
  { call: 'GET /labelSetting', invoke: () => api.getChargeLabels(client), query: () => ({ kbn: 'charge' }) },
  { call: 'GET /settingBanking/level/{userType}', invoke: () => api.getBankingSetting(client, 'A'), path: () => '/settingBanking/level/A' },
  { call: 'GET /settingbankname', invoke: () => api.getBankNames(client) },
  { call: 'GET /eventDeposit/availableEvent', invoke: () => api.getDepositEvents(client) },
  {
    call: 'POST /member/check-deposit-pw',
    invoke: () => api.checkDepositPassword(client, { userId: me.userId, bankAccountPssword: '1234' }),
    body: () => ({ userId: me.userId, bankAccountPssword: '1234' }),
  },
  { call: 'POST /deposot-account-confirm', invoke: () => api.confirmDepositAccount(client, me.id), body: () => ({ memberId: me.id }) },
  {
    call: 'POST /charge',
    invoke: () =>
      api.requestDeposit(client, { memberId: me.id, depositMode: 0, depositAmount: 50_000, depositName: '김민준', userDisplayFlag: 1, type: 0, eventDepositId: 1 }),
    body: () => ({ memberId: me.id, depositMode: 0, depositAmount: 50_000, depositName: '김민준', userDisplayFlag: 1, type: 0, eventDepositId: 1 }),
  },
  {
    call: 'GET /charge',
    invoke: () => api.getCharges(client, { memberId: me.id, depositMode: 0 }),
    query: () => ({ memberId: String(me.id), perpage: '10', page: '1', depositMode: '0', userDisplayFlag: '1' }),
  },
  { call: 'PUT /charge/{id}', invoke: () => api.hideCharge(client, 42), path: () => '/charge/42', body: () => ({ id: 42, userDisplayFlag: 0 }) },
  {
    call: 'PUT /charge/userDelete/{memberId}',
    invoke: () => api.hideCharges(client, { memberId: me.id, depositMode: 1, ids: [4] }),
    path: () => `/charge/userDelete/${me.id}`,
    body: () => ({ memberId: me.id, depositMode: 1, ids: [4] }),
  },
  {
    call: 'POST /customer/',
    invoke: () => api.askCustomerCentre(client, { memberId: me.id, title: '계좌문의', questionContents: '입금 계좌를 알려주세요.' }),
    body: () => ({ memberId: me.id, title: '계좌문의', questionContents: '입금 계좌를 알려주세요.' }),
  },
  { call: 'GET /api/file/download/{imagePath}', invoke: () => fetch(api.bonusImageUrl(client, 'event/첫충.png')), path: () => '/api/file/download/event/%EC%B2%AB%EC%B6%A9.png' },
  { call: 'GET /suggestioncode', invoke: () => api.checkSuggestionCode(client, 'BETKIT'), query: () => ({ codeEquals: 'BETKIT' }) },
  { call: 'GET /member/check', invoke: () => api.isMemberValueTaken(client, { userIdEquals: 'demo01' }), query: () => ({ userIdEquals: 'demo01' }) },
  {
    call: 'GET /sms/checkAuthNumber',
    invoke: () => api.checkSmsCode(client, { phonenumber: '01012345678', authnumber: '000000' }),
    query: () => ({ phonenumber: '01012345678', authnumber: '000000' }),
  },
  { call: 'POST /sms/send', invoke: () => api.sendSmsCode(client, '010-1234-5678'), body: () => ({ data: btoa('01012345678') }) },
  {
    call: 'POST /member/join',
    invoke: () => api.join(client, { userId: 'newbie1' } as never),
    body: () => ({ userId: 'newbie1' }),
  },
];

/** A template path ('/member/{id}') with its parameters blanked, for comparing templates that name them differently. */
const shape = (template: string) => template.replace(/\{[^}]+\}/g, '{}');

const documents = Object.keys(specFacts) as SpecDocument[];

/** Every string a value holds, however deep in objects and arrays (the domain's message catalogues). */
function stringsIn(value: unknown, found = new Set<string>(), visited = new Set<object>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (typeof value === 'object' && value !== null && !visited.has(value)) {
    visited.add(value);
    for (const inner of Object.values(value)) stringsIn(inner, found, visited);
  }
  return found;
}

describe('the spec facts table (spec-facts.ts)', () => {
  it('lists the calls exercised below, no more and no fewer', () => {
    const inTable = new Set(documents.flatMap((document) => specFacts[document].calls.map(shape)));
    const exercised = new Set(specCalls.map(({ call }) => shape(call)));
    expect([...inTable].filter((call) => !exercised.has(call)), 'a spec call with no contract case').toEqual([]);
    expect([...exercised].filter((call) => !inTable.has(call)), 'a contract case the spec does not name').toEqual([]);
    expect(inTable.size).toBeGreaterThanOrEqual(60);
  });

  it('holds only Korean messages @betkit/domain shows word for word', () => {
    const shown = stringsIn(domain);
    const messages = documents.flatMap((document) => specFacts[document].messages);
    expect(messages.filter((message) => !shown.has(message))).toEqual([]);
    expect(messages.length).toBeGreaterThanOrEqual(30);
  });
});

/** Every "METHOD /path" a spec's section 7 names, leading slash added, query and punctuation dropped. */
function callsInSpec(text: string): string[] {
  const section = text.slice(text.indexOf('## 7.'), text.indexOf('## 8.'));
  const calls = new Set<string>();
  for (const match of section.matchAll(/\b(GET|POST|PUT|DELETE)\s+(\/?[A-Za-z][\w\-/{}.]*|\/)/g)) {
    const raw = match[2]!.replace(/[.,:]+$/, '');
    calls.add(`${match[1]} ${raw.startsWith('/') ? raw : `/${raw}`}`);
  }
  // The bonus image path has no method in the spec; it is an image the browser GETs.
  if (section.includes('/api/file/download/{imagePath}')) calls.add('GET /api/file/download/{imagePath}');
  return [...calls];
}

/** Every quoted string with Hangul in a spec's section 8, its written \n read as a line break. */
function messagesInSpec(text: string): string[] {
  const section = text.slice(text.indexOf('## 8.'), text.indexOf('## 9.'));
  const messages = new Set<string>();
  for (const match of section.matchAll(/'([^'\n]*\p{Script=Hangul}[^'\n]*)'|"([^"\n]*\p{Script=Hangul}[^"\n]*)"/gu)) {
    messages.add((match[1] ?? match[2]!).replaceAll('\\n', '\n'));
  }
  return [...messages];
}

const specFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/spec');
const withoutSpec = `${specFolder} is absent (a clone of this repository alone): the table cannot be compared with the spec here`;

describe.each(documents)('spec-facts.ts against ../shared/spec/%s (where that folder is present)', (document) => {
  it('has the document\u2019s section 7 calls and section 8 messages, no more and no fewer', (context) => {
    context.skip(!existsSync(specFolder), withoutSpec);
    const text = readFileSync(path.join(specFolder, document), 'utf8');
    expect(specFacts[document].calls).toEqual(callsInSpec(text));
    expect(specFacts[document].messages).toEqual(messagesInSpec(text));
  });
});

describe.each(specCalls)('$call', (specCall) => {
  it('sends the spec\u2019s method, path, query and body, and the demo backend answers it', async () => {
    const [method, template] = specCall.call.split(' ') as [string, string];
    seen.length = 0;
    unhandled.length = 0;
    await specCall.invoke().catch(() => undefined);
    expect(seen, 'exactly one request').toHaveLength(1);
    const sent = seen[0]!;
    expect(sent.method).toBe(method);
    expect(sent.path).toBe(specCall.path?.() ?? template);
    expect(sent.query).toEqual(specCall.query?.() ?? {});
    expect(sent.body).toEqual(specCall.body?.());
    expect(unhandled, 'a demo handler answered').toEqual([]);
    // The first demo route that matches must be this call's own, not one that shadows it (/member/:id before /member/check).
    const first = server.demo.routeFor(method, `${base}${sent.path}`);
    expect(shape(String(first?.path).replace(base, '').replace(/:(\w+)/g, '{$1}').replace('/*', '/{imagePath}'))).toBe(shape(template));
  });
});
