// The demo backend enforces the server side with @betkit/domain: given a member and a request, the answer.
import { describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import type { ApiClient, BoardFixture } from '@betkit/api';
import { buildBetRequest, depositMessages, parseServerTime, type GameResultKind, type Selection } from '@betkit/domain';
import { VIRTUAL_SPORT_NAMES } from './fixtures/virtual';
import { demoServerForFile } from './testServer.fixtures';

const base = 'https://rules.test';
const clock = new Date('2026-11-22T12:00:00Z');
const { server, as } = demoServerForFile(base, () => clock);

function pick(fixture: BoardFixture, betIndex = 0): Selection {
  const market = fixture.markets[0]!;
  const bet = market.bets[betIndex]!;
  return { id: bet.id, fixtureId: fixture.fixtureId, sportId: fixture.sportId, betPrice: bet.betPrice, version: bet.version, marketName: market.marketName, betName: bet.betName };
}

async function openFixtures(client: ApiClient): Promise<BoardFixture[]> {
  const { items } = await api.getPrematchGames(client, { perpage: 100 });
  return items.filter((fixture) => parseServerTime(fixture.startdate)! > clock.getTime() + 60 * 60_000);
}

describe('given bet placing', () => {
  it('when the stake is above a role 1 member\u2019s maximum but within a VVIP\u2019s, it refuses one and takes the other', async () => {
    const member = await as('demo01');
    const vvip = await as('vvip01');
    const [fixture] = await openFixtures(member.client);
    const settings = server.demo.store.get().data.settings.limits;
    const amount = Number(settings.sportsEuAmountRole1) * 10_000 + 10_000;
    expect(amount).toBeLessThanOrEqual(Number(settings.sportsEuAmountRole5) * 10_000);
    const request = (user: typeof member.user) =>
      buildBetRequest({ memberId: user.id, amount, selections: [{ ...pick(fixture!), betPrice: 1.5 }].map(() => pick(fixture!)), style: 'europe', autoAcceptOddsChange: false })!;
    server.demo.store.get().data.members.find((m) => m.userId === 'demo01')!.emoney = 100_000_000;
    server.demo.store.get().data.members.find((m) => m.userId === 'vvip01')!.emoney = 100_000_000;
    await expect(api.placeBet(member.client, request(member.user))).rejects.toMatchObject({ message: expect.stringMatching(/^최대베팅금 .+이상 베팅하실수 없습니다. $/) });
    const price = fixture!.markets[0]!.bets[0]!.betPrice;
    if (amount * price <= Number(settings.sportsEuMaxPrizeAmountRole5) * 10_000) {
      await expect(api.placeBet(vvip.client, request(vvip.user))).resolves.toMatchObject({ betSlipId: expect.any(Number) });
    }
  });

  it('when the event style stake is above 5,001 won, it refuses with the maximum message', async () => {
    const { client, user } = await as('demo01');
    const [fixture] = await openFixtures(client);
    const request = buildBetRequest({ memberId: user.id, amount: 5_010, selections: [pick(fixture!)], style: 'event', autoAcceptOddsChange: false })!;
    await expect(api.placeBet(client, request)).rejects.toMatchObject({ message: '최대베팅금 5,001이상 베팅하실수 없습니다. ' });
  });

  it('when the member has less money than the stake, it refuses and takes nothing', async () => {
    const { client, user } = await as('demo01');
    server.demo.store.get().data.members.find((m) => m.id === user.id)!.emoney = 4_000;
    const [fixture] = await openFixtures(client);
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections: [pick(fixture!)], style: 'europe', autoAcceptOddsChange: false })!;
    await expect(api.placeBet(client, request)).rejects.toMatchObject({ status: 400, message: '보유머니가 부족합니다.' });
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ emoney: 4_000 });
  });

  it('when a bonus is claimed without enough picks at 1.3 or above, it refuses with the bonus rule', async () => {
    const { client, user } = await as('demo01');
    const [a] = await openFixtures(client);
    const bonus: Selection = { id: 'bonus-3', fixtureId: 'bonus', betPrice: 1.03, slipName: '3폴더 보너스', marketName: 'Bonus', betName: '3폴더 보너스' };
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections: [bonus, pick(a!)], style: 'europe', autoAcceptOddsChange: false })!;
    await expect(api.placeBet(client, request)).rejects.toMatchObject({ message: '보너스는 1.3이하 배당과 조합 불가능합니다.' });
  });

  it('when total odds pass 100, it refuses with check 7\u2019s text (with its trailing space)', async () => {
    const { client, user } = await as('demo01');
    const fixtures = await openFixtures(client);
    const longshots = fixtures
      .map((fixture) => {
        const market = fixture.markets[0]!;
        const index = market.bets.reduce((best, bet, i) => (bet.betPrice > market.bets[best]!.betPrice ? i : best), 0);
        return pick(fixture, index);
      })
      .sort((x, y) => y.betPrice - x.betPrice);
    const selections: Selection[] = [];
    let product = 1;
    for (const selection of longshots) {
      if (product > 100) break;
      selections.push(selection);
      product *= selection.betPrice;
    }
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections, style: 'europe', autoAcceptOddsChange: false })!;
    expect(request.totalRatio).toBeGreaterThan(100);
    await expect(api.placeBet(client, request)).rejects.toMatchObject({ message: '최대배당 100을 초과하여 베팅하실수 없습니다. ' });
  });

  it('when changeFlag is 1, a stale price is taken at the current price without asking', async () => {
    const { client, user } = await as('demo01');
    const [fixture] = await openFixtures(client);
    const stale = { ...pick(fixture!), version: 0 };
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections: [stale], style: 'europe', autoAcceptOddsChange: true })!;
    await expect(api.placeBet(client, request)).resolves.toMatchObject({ betSlipId: expect.any(Number) });
  });

  it('when a mini-game round and a virtual game are bet on, they land in history types 3 and 4', async () => {
    const { client, user } = await as('demo01');
    const [game] = await api.getMinigames(client);
    const [round] = await api.getMinigameEvents(client, game!.id);
    const market = round!.markets[0]!;
    const minigamePick: Selection = { id: market.bets[0]!.id, fixtureId: round!.id, betPrice: market.bets[0]!.betPrice, version: 1, marketName: market.marketName, betName: market.bets[0]!.betName };
    await api.placeBet(client, buildBetRequest({ memberId: user.id, amount: 5_000, selections: [minigamePick], style: 'korean', autoAcceptOddsChange: false })!);
    const [virtual] = await api.getVirtualGames(client, { sportsType: '', league: '' });
    const odds = await api.getVirtualOdds(client, virtual!.fixtureId);
    const bet = odds.markets[0]!.bets[0]!;
    const virtualPick: Selection = { id: bet.id, fixtureId: virtual!.fixtureId, betPrice: bet.betPrice, version: bet.version, marketName: odds.markets[0]!.marketName, betName: bet.betName };
    await api.placeBet(client, buildBetRequest({ memberId: user.id, amount: 5_000, selections: [virtualPick], style: 'korean', autoAcceptOddsChange: false })!);
    const query = (gameType: number) => ({ page: 1, gameType, perpage: 10, memberUserId: user.userId, user: 1 as const });
    const [minigameSlip] = await api.getBetSlips(client, query(3));
    const [virtualSlip] = await api.getBetSlips(client, query(4));
    expect(minigameSlip![0]).toMatchObject({ game_type: 3, sports_name: '미니게임', settlement_name: '대기' });
    expect(virtualSlip![0]).toMatchObject({ game_type: 4, settlement_name: '대기' });
  });

  it('when another member\u2019s id is sent, it refuses', async () => {
    const { client } = await as('demo01');
    const [fixture] = await openFixtures(client);
    const request = buildBetRequest({ memberId: 104, amount: 5_000, selections: [pick(fixture!)], style: 'europe', autoAcceptOddsChange: false })!;
    await expect(api.placeBet(client, request)).rejects.toMatchObject({ status: 403 });
  });
});

describe('given history', () => {
  it('a pending slip cannot be deleted, a settled one can, and it leaves the list', async () => {
    const { client, user } = await as('demo01');
    const slips = await api.getBetSlips(client, { page: 1, gameType: 1, perpage: 100, memberUserId: user.userId, user: 1 });
    const pending = slips.find((slip) => slip[0].settlement_name === '대기')!;
    const settled = slips.find((slip) => slip[0].settlement_name !== '대기')!;
    await expect(api.deleteBetSlips(client, [pending[0]])).rejects.toMatchObject({ message: '베팅내역 삭제처리에 실패했습니다.' });
    await expect(api.deleteBetSlips(client, [settled[0]])).resolves.toBe('베팅내역이 삭제되었습니다.');
    const after = await api.getBetSlips(client, { page: 1, gameType: 1, perpage: 100, memberUserId: user.userId, user: 1 });
    expect(after.map((slip) => slip[0].id)).not.toContain(settled[0].id);
  });

  it('pages hold 10 slips and the count matches; customer-page ids filter the list', async () => {
    const { client, user } = await as('demo01');
    const query = { page: 1, gameType: 1, perpage: 10, memberUserId: user.userId, user: 1 as const };
    const count = await api.getBetSlipCount(client, query);
    const first = await api.getBetSlips(client, query);
    expect(first).toHaveLength(Math.min(10, count));
    const ids = first.slice(0, 2).map((slip) => slip[0].id);
    const filtered = await api.getBetSlips(client, { ...query, betSlipIds: ids.join(',') });
    expect(filtered.map((slip) => slip[0].id)).toEqual(ids);
  });

  it('third-party bets are deleted by id and the count drops', async () => {
    const { client } = await as('demo01');
    const bets = await api.getThirdPartyBets(client, { page: 1, perpage: 100 });
    const before = await api.getThirdPartyBetCount(client, { page: 1, perpage: 10 });
    await api.deleteThirdPartyBets(client, bets.slice(0, 2));
    await expect(api.getThirdPartyBetCount(client, { page: 1, perpage: 10 })).resolves.toBe(before - 2);
  });
});

describe('given game results', () => {
  const guest = api.createApiClient({ baseUrl: base, getToken: () => null });
  const everyResult = async (kind: GameResultKind) => (await api.getGameResults(guest, { kind, page: 1, perpage: 100 })).list;
  const virtualSports = new Set<string>(Object.values(VIRTUAL_SPORT_NAMES));

  it('lists virtual races and football under virtuals and mini-game rounds under minigame, never under sports', async () => {
    const [sports, minigame, virtuals] = await Promise.all([everyResult('sports'), everyResult('minigame'), everyResult('virtuals')]);
    expect(virtuals.length).toBeGreaterThan(0);
    expect(virtuals.every((result) => virtualSports.has(result.sportName))).toBe(true);
    expect(new Set(virtuals.map((result) => result.sportName)).size).toBeGreaterThan(1);
    expect(minigame.length).toBeGreaterThan(0);
    expect(minigame.every((result) => result.sportName === '미니게임')).toBe(true);
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.some((result) => virtualSports.has(result.sportName) || result.sportName === '미니게임')).toBe(false);
  });

  it('answers the newest game first, across pages', async () => {
    const pages = await Promise.all([1, 2].map((page) => api.getGameResults(guest, { kind: 'sports', page, perpage: 5 })));
    const starts = pages.flatMap(({ list }) => list.map((result) => parseServerTime(result.startdate)!));
    expect(starts).toHaveLength(10);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });
});

describe('given member services', () => {
  it('my page reads and saves the alert settings, and changes the password once the old one matches', async () => {
    const { client, user } = await as('demo01');
    await expect(api.getAlertSettings(client)).resolves.toEqual({ alertMessageFlag: true, alertCustomerFlag: true, alertDepositFlag: true, alertWithdrawFlag: true });
    await api.updateAlertSettings(client, { alertMessageFlag: true, alertCustomerFlag: false, alertDepositFlag: true, alertWithdrawFlag: false });
    await expect(api.getAlertSettings(client)).resolves.toMatchObject({ alertCustomerFlag: false, alertWithdrawFlag: false });
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ userId: 'demo01' });

    await expect(api.changePassword(client, user.id, { oldPassword: 'wrong', password: 'next5678' })).rejects.toMatchObject({ message: '현재 비밀번호가 일치하지 않습니다.' });
    await api.changePassword(client, user.id, { oldPassword: 'demo1234', password: 'next5678' });
    await expect(api.login(api.createApiClient({ baseUrl: base }), { userId: 'demo01', password: 'demo1234' })).rejects.toBeDefined();
    await expect(api.login(api.createApiClient({ baseUrl: base }), { userId: 'demo01', password: 'next5678' })).resolves.toMatchObject({ user: { userId: 'demo01' } });
  });

  it('an unread message cannot be deleted until it is opened', async () => {
    const { client, user } = await as('member02');
    const messages = await api.getMessages(client, user.id);
    const unread = messages.find((message) => message.confirmStatus === 0)!;
    await expect(api.deleteMessages(client, [unread.id])).rejects.toMatchObject({ message: '읽지 않은 쪽지는 삭제할 수 없습니다. 읽은 후 삭제해주세요.' });
    await api.markMessageRead(client, unread.id);
    await expect(api.getUnreadMessageCount(client)).resolves.toBe(0);
    await api.deleteMessages(client, [unread.id]);
    expect((await api.getMessages(client, user.id)).map((message) => message.id)).not.toContain(unread.id);
  });

  it('points convert at 5,000 or more with the member\u2019s current updatedAt, and not with a stale one', async () => {
    const { client, user } = await as('demo01');
    const fresh = await api.getMember(client, user.id);
    await expect(api.convertPoints(client, { memberId: user.id, point: 4_999, userUpdatedAt: fresh.updatedAt! })).rejects.toMatchObject({
      message: '5,000포인트 이상부터 전환 가능합니다.',
    });
    await expect(api.convertPoints(client, { memberId: user.id, point: 5_000, userUpdatedAt: 'old' })).rejects.toMatchObject({ status: 409 });
    await api.convertPoints(client, { memberId: user.id, point: 5_000, userUpdatedAt: fresh.updatedAt! });
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ point: fresh.point - 5_000, emoney: fresh.emoney + 5_000 });
  });

  it('a conversion above what the member holds is refused even when the client is bypassed, and changes nothing', async () => {
    const { client, user } = await as('demo01');
    const fresh = await api.getMember(client, user.id);
    const stamp = fresh.updatedAt!;
    await expect(api.convertPoints(client, { memberId: user.id, point: fresh.point + 1_000, userUpdatedAt: stamp })).rejects.toMatchObject({
      status: 400,
      message: '보유 포인트가 부족합니다.',
    });
    await expect(api.convertComps(client, { memberId: user.id, comp: fresh.comp + 100, userUpdatedAt: stamp })).rejects.toMatchObject({
      status: 400,
      message: '보유 콤프가 부족합니다.',
    });
    await expect(api.convertComps(client, { memberId: user.id, comp: 99, userUpdatedAt: stamp })).rejects.toMatchObject({
      message: '100콤프 이상부터 전환 가능합니다.',
    });
    // A float or a text that is not a whole amount never converts.
    await expect(api.convertComps(client, { memberId: user.id, comp: 100.5, userUpdatedAt: stamp })).rejects.toMatchObject({ status: 400 });
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ point: fresh.point, comp: fresh.comp, emoney: fresh.emoney });
  });

  it('comps convert at 100 or more into money, and the comp history shows the conversion with the new total', async () => {
    const { client, user } = await as('demo01');
    const fresh = await api.getMember(client, user.id);
    expect(fresh.comp).toBeGreaterThanOrEqual(100);
    await api.convertComps(client, { memberId: user.id, comp: 100, userUpdatedAt: fresh.updatedAt! });
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ comp: fresh.comp - 100, emoney: fresh.emoney + 100 });
    const [latest] = await api.getCompHistory(client, user.id);
    expect(latest).toMatchObject({ comp: -100, totalComp: fresh.comp - 100 });
  });

  it('a withdrawal must be a multiple of 10,000 and reserves the money', async () => {
    const { client, user } = await as('demo01');
    const request = (depositAmount: number) => ({
      memberId: user.id,
      depositMode: 1 as const,
      depositAmount,
      depositName: '김민준',
      duplicate: 0,
      status: 0 as const,
      type: 0 as const,
      depositDate: '2026-11-22 21:00:00',
      confirmFlag: 0 as const,
      userDisplayFlag: 1 as const,
    });
    await expect(api.requestWithdrawal(client, request(15_000))).rejects.toMatchObject({ message: '10,000원 단위로 입력해주세요.' });
    await api.requestWithdrawal(client, request(20_000));
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ emoney: user.emoney - 20_000 });
  });

  it('a deposit is refused server-side whatever the client sends (spec 5), and a valid one is taken once', async () => {
    const { client, user } = await as('demo01');
    const base = { memberId: user.id, depositMode: 0 as const, depositAmount: 50_000, depositName: '김민준', userDisplayFlag: 1 as const, type: 0, eventDepositId: 2 as number | null };
    const send = (patch: Record<string, unknown>) => api.requestDeposit(client, { ...base, ...patch } as never);
    await expect(send({ eventDepositId: null })).rejects.toMatchObject({ status: 400, message: depositMessages.selectBonus });
    await expect(send({ depositAmount: 9_000 })).rejects.toMatchObject({ message: depositMessages.minimum });
    await expect(send({ depositAmount: 10_500 })).rejects.toMatchObject({ message: '1,000원 단위로 입력해주세요.' });
    await expect(send({ depositAmount: 10_000.5 })).rejects.toMatchObject({ message: depositMessages.noDecimals });
    await expect(send({ depositAmount: -50_000 })).rejects.toMatchObject({ message: depositMessages.digitsOnly });
    await expect(send({ depositAmount: '１０,０００' })).rejects.toMatchObject({ message: depositMessages.digitsOnly });
    await expect(send({ depositName: '  ' })).rejects.toMatchObject({ message: depositMessages.depositorNameRequired });
    await expect(send({ eventDepositId: 99 })).rejects.toMatchObject({ message: '선택할 수 없는 보너스입니다.' });
    await expect(send({ memberId: user.id + 1 })).rejects.toMatchObject({ status: 403 });
    const record = await send({});
    expect(record).toMatchObject({ id: expect.any(Number), status: 0, depositAmount: 50_000, eventDepositId: 2, depositName: '김민준' });
    // The same request again within the same second is a double submission.
    await expect(send({})).rejects.toMatchObject({ message: '이미 접수된 신청입니다.' });
    const { list } = await api.getCharges(client, { memberId: user.id, depositMode: 0 });
    expect(list.filter((row) => row.id === record.id)).toHaveLength(1);
  });

  it('the back office completes a request a minute later on the member\u2019s re-read, or at once on /__demo/approve-charges, and raises its notification', async () => {
    const { client, user } = await as('demo01');
    const deposit = { memberId: user.id, depositMode: 0 as const, depositAmount: 50_000, depositName: '김민준', userDisplayFlag: 1 as const, type: 0, eventDepositId: 2 };
    await api.requestDeposit(client, deposit);
    // The clock has not moved: the request is still pending and nothing is raised.
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ emoney: user.emoney, alertDepositCount: 0 });
    const approve = await fetch(`${base}/__demo/approve-charges`, { method: 'POST' });
    await expect(approve.json()).resolves.toEqual({ approved: 1 });
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ emoney: user.emoney + 50_000, alertDepositFlag: 1, alertDepositCount: 1 });
    await api.resetAlertCount(client, 'deposit');
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ alertDepositFlag: 0, alertDepositCount: 0 });
  });

  it('holdem refuses a member without permission and links one with it', async () => {
    const off = await as('member03');
    await expect(api.createHoldemAccount(off.client, { userId: off.user.userId, nickname: off.user.nickname })).rejects.toMatchObject({
      message: '레볼루션 이용 불가 회원입니다.',
    });
    const on = await as('demo01');
    await expect(api.createHoldemAccount(on.client, { userId: on.user.userId, nickname: on.user.nickname })).resolves.toBe(1);
    await expect(api.getHoldemLink(on.client, on.user.userId)).resolves.toMatch(/demo-game\.html\?provider=revolution/);
  });

  it('a third-party game opens a play link; an unknown game answers empty data (maintenance)', async () => {
    const { client, user } = await as('demo01');
    const { thirdPartyCode, games } = server.demo.store.get().data.thirdPartyGames[0]!;
    const list = await api.getThirdPartyGames(client, thirdPartyCode);
    expect(list.data?.list.map((game) => game.code)).toEqual(games.map((game) => game.code));
    const play = await api.getThirdPartyPlayLink(client, { userid: user.userId, thirdpartycode: thirdPartyCode, gamecode: games[0]!.code, platform: 'PC' });
    expect(play.data?.link).toContain('/demo-game.html?');
    const none = await api.getThirdPartyPlayLink(client, { userid: user.userId, thirdpartycode: thirdPartyCode, gamecode: 'nope', platform: 'PC' });
    expect(none.data).toBeNull();
  });

  it('partner data is for partners only', async () => {
    const member = await as('demo01');
    await expect(api.getPartnerSummary(member.client)).rejects.toMatchObject({ status: 403 });
    const partner = await as('partner01');
    await expect(api.getPartnerSummary(partner.client)).resolves.toMatchObject({ memberCount: expect.any(Number) });
    const recommender = await as('recommender01');
    await expect(api.getRecommenderMembers(recommender.client)).resolves.toMatchObject({ list: expect.any(Array) });
  });

  it('a banned member cannot log in; a withdrawn one can, and the site sees withdrawalType 1', async () => {
    await expect(as('banned01')).rejects.toMatchObject({ status: 404 });
    const { user } = await as('withdrawn01');
    expect(user.withdrawalType).toBe(1);
  });
});

describe('given sign-up', () => {
  it('checks the recommender code, duplicates and the SMS code, then joins; the same id again is taken', async () => {
    const client = api.createApiClient({ baseUrl: base });
    await expect(api.checkSuggestionCode(client, 'BETKIT')).resolves.toMatchObject({ type: 0 });
    await expect(api.checkSuggestionCode(client, 'NOPE')).resolves.toBeUndefined();
    await expect(api.isMemberValueTaken(client, { userIdEquals: 'demo01' })).resolves.toBe(true);
    await expect(api.isMemberValueTaken(client, { userIdEquals: 'newbie77' })).resolves.toBe(false);
    const sent = (await api.sendSmsCode(client, '010-9876-5432')) as { demoCode: string };
    await expect(api.checkSmsCode(client, { phonenumber: '01098765432', authnumber: '000000' })).rejects.toMatchObject({ status: 400 });
    const payload = {
      userId: 'newbie77', password: 'pass1234', nickname: '새내기', phoneNumber: '01098765432', authNumber: sent.demoCode,
      managementTarget1UserId: '', bankAccountPssword: '1234', accountHolder: '이서연', bankAccountNumber: '1002123456789',
      bankCode: '4', carrierCode: '1', birthDate: '990101', gender: '2', suggestionCode1: 'BETKIT', suggestionCode2: '', recommenderId: '',
      type: 0 as const, userType: 'A' as const, casinoUseFlag: 1 as const, slotUseFlag: 1 as const,
    };
    // The join wants the phone authenticated first, and the same rules as the form.
    await expect(api.join(client, payload)).rejects.toMatchObject({ message: '휴대폰 인증을 완료해주세요' });
    await expect(api.checkSmsCode(client, { phonenumber: '01098765432', authnumber: sent.demoCode })).resolves.toBe('인증성공');
    await expect(api.join(client, { ...payload, bankAccountPssword: '12a4' })).rejects.toMatchObject({ message: '출금 비밀번호는 숫자 4자리로 입력해주세요' });
    await expect(api.join(client, { ...payload, nickname: '관리자' })).rejects.toMatchObject({ message: '사용할 수 없는 닉네임입니다' });
    await expect(api.join(client, { ...payload, userId: 'demo01' })).rejects.toMatchObject({ message: '이미 사용중입니다' });
    await expect(api.join(client, { ...payload, suggestionCode1: 'NOPE' })).rejects.toMatchObject({ message: '유효한 추천인 코드가 아닙니다' });
    await expect(api.join(client, payload)).resolves.toBe('회원가입이 완료되었습니다');
    await expect(api.isMemberValueTaken(client, { userIdEquals: 'newbie77' })).resolves.toBe(true);
    await expect(api.login(client, { userId: 'newbie77', password: 'pass1234' })).resolves.toMatchObject({ user: { role: 1, type: 0 } });
  });

  it('refuses a code checked after its 10 minutes, and a second send to a taken phone', async () => {
    const client = api.createApiClient({ baseUrl: base });
    const sent = (await api.sendSmsCode(client, '01055556666')) as { demoCode: string };
    await fetch(`${base}/__demo/expire-sms`, { method: 'POST' });
    await expect(api.checkSmsCode(client, { phonenumber: '01055556666', authnumber: sent.demoCode })).rejects.toMatchObject({
      message: '인증번호 유효시간이 지났습니다. 다시 요청해주세요',
    });
    const taken = server.demo.store.get().data.members[0]!.phoneNumber ?? '';
    await expect(api.sendSmsCode(client, taken)).rejects.toMatchObject({ message: '이미 사용중입니다' });
  });

  it('refuses to join while sign-up is closed', async () => {
    server.demo.store.get().data.settings.joinStartEndFlg = true;
    const client = api.createApiClient({ baseUrl: base });
    await expect(api.join(client, { userId: 'x' } as never)).rejects.toMatchObject({ message: '현재 회원가입은 종료했습니다.' });
  });

  it('lets a member set a new password only right after a matched find-password, once', async () => {
    const client = api.createApiClient({ baseUrl: base });
    const demo01 = server.demo.store.get().data.members.find((member) => member.userId === 'demo01')!;
    const last4 = (demo01.phoneNumber ?? '').slice(-4);
    // Without a matched find, or after a wrong one, the change is refused with spec 8's text.
    await expect(api.changeRecoveredPassword(client, { userId: 'demo01', newPassword: 'taken9999' })).rejects.toMatchObject({
      message: '시스템에 문제가 발생했습니다. 비회원문의를 통해 상담해주세요.',
    });
    await expect(api.findPassword(client, { userId: 'demo01', accountHolder: demo01.accountHolder ?? '', phoneNumber: last4 === '0000' ? '1111' : '0000' })).rejects.toMatchObject({
      status: 404,
      message: '회원님의 정보를 찾을 수 없습니다. 비회원문의로 상담해주세요.',
    });
    await expect(api.changeRecoveredPassword(client, { userId: 'demo01', newPassword: 'taken9999' })).rejects.toMatchObject({ status: 400 });
    await api.findPassword(client, { userId: 'demo01', accountHolder: demo01.accountHolder ?? '', phoneNumber: last4 });
    await api.changeRecoveredPassword(client, { userId: 'demo01', newPassword: 'found9876' });
    await expect(api.login(client, { userId: 'demo01', password: 'found9876' })).resolves.toMatchObject({ user: { userId: 'demo01' } });
    // The grant is spent: a second change needs another find.
    await expect(api.changeRecoveredPassword(client, { userId: 'demo01', newPassword: 'again1234' })).rejects.toMatchObject({ status: 400 });
  });
});
