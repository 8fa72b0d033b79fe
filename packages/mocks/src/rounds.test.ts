// Virtual events and mini-game rounds follow the demo clock: what is offered and what a bet is refused
// for, at two clock times; and each mini-game offers the markets of its kind.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import type { ApiClient, BoardMarket } from '@betkit/api';
import { bettingMessages, buildBetRequest, parseServerTime, type Selection } from '@betkit/domain';
import { MINIGAME_MARKETS, MINIGAMES } from './fixtures';
import { createDemoServer } from './node';

const base = 'https://rounds.test';
const START = new Date('2026-11-22T12:00:00Z');
const MINUTE = 60_000;
let clock = START;
const server = createDemoServer({ baseUrl: base, now: () => clock });
let token: string | null = null;
const client: ApiClient = api.createApiClient({ baseUrl: base, getToken: () => token });
let user: api.LoginAnswer['user'];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  ({ token, user } = await api.login(client, { userId: 'demo01', password: 'demo1234' }));
});
beforeEach(() => {
  clock = START;
});
afterAll(() => server.close());

/** The first bet of a market as a slip selection of game `fixtureId`. */
function selectionOf(fixtureId: number, market: BoardMarket): Selection {
  const bet = market.bets[0]!;
  return { id: bet.id, fixtureId, betPrice: bet.betPrice, version: bet.version, marketName: market.marketName, betName: bet.betName };
}

function bet(selection: Selection) {
  return api.placeBet(client, buildBetRequest({ memberId: user.id, amount: 5_000, selections: [selection], style: 'korean', autoAcceptOddsChange: false })!);
}

const premierships = { sportsType: 'soccer', league: 'premierships' };

describe('virtual games roll forward with the clock', () => {
  it('at 21:00 lists games starting after 21:00; at 21:26 only games starting after 21:26', async () => {
    const first = await api.getVirtualGames(client, premierships);
    expect(first.length).toBeGreaterThan(0);
    for (const game of first) expect(parseServerTime(game.startdate)).toBeGreaterThan(START.getTime());

    clock = new Date(START.getTime() + 26 * MINUTE);
    const later = await api.getVirtualGames(client, premierships);
    expect(later.length).toBe(first.length);
    for (const game of later) expect(parseServerTime(game.startdate)).toBeGreaterThan(clock.getTime());
    expect(later.map((game) => game.fixtureId)).not.toContain(first[0]!.fixtureId);
  });

  it('refuses a bet on a game that started, with the Korean message, and takes one on a game still to start', async () => {
    const [game] = await api.getVirtualGames(client, premierships);
    const { markets } = await api.getVirtualOdds(client, game!.fixtureId);
    const stale = selectionOf(game!.fixtureId, markets[0]!);

    clock = new Date(START.getTime() + 26 * MINUTE);
    await expect(bet(stale)).rejects.toMatchObject({ status: 400, message: bettingMessages.eventStarted });

    const [next] = await api.getVirtualGames(client, premierships);
    const fresh = await api.getVirtualOdds(client, next!.fixtureId);
    await expect(bet(selectionOf(next!.fixtureId, fresh.markets[0]!))).resolves.toMatchObject({ betSlipId: expect.any(Number) });
    const [slip] = await api.getBetSlips(client, { page: 1, gameType: 4, perpage: 10, memberUserId: user.userId, user: 1 });
    // The placed leg reads like the seeded ones: the league and sport in Korean.
    expect(slip![0]).toMatchObject({ league_name: '프리미어십', sports_name: '가상축구', startdate: next!.startdate });
  });

  it('offers a race its winner market and no opponent', async () => {
    const [race] = await api.getVirtualGames(client, { sportsType: 'horse', league: 'britanniaways' });
    expect(race!.awayName).toBe('');
    const { markets } = await api.getVirtualOdds(client, race!.fixtureId);
    expect(markets.map((market) => market.marketNameKorean)).toEqual(['우승']);
  });
});

describe('mini-game rounds roll forward with the clock', () => {
  const dragonTiger = () => api.getMinigames(client).then((games) => games.find((game) => game.path === 'oddgame/dragon_tiger')!);

  it('offers the running round until its betting closes, then the next one', async () => {
    const game = await dragonTiger();
    const [open] = await api.getMinigameEvents(client, game.id);
    expect(parseServerTime(open!.closeAt)).toBeGreaterThan(START.getTime());

    clock = new Date(parseServerTime(open!.closeAt)!);
    const [next] = await api.getMinigameEvents(client, game.id);
    expect(next!.round).toBe(open!.round + 1);
    expect(parseServerTime(next!.closeAt)).toBeGreaterThan(clock.getTime());
  });

  it('refuses a bet on a closed round with the Korean message, and takes one on the open round', async () => {
    const game = await dragonTiger();
    const [open] = await api.getMinigameEvents(client, game.id);
    const pick = selectionOf(open!.id, open!.markets[0]!);
    clock = new Date(START.getTime() + 26 * MINUTE);
    await expect(bet(pick)).rejects.toMatchObject({ status: 400, message: bettingMessages.roundClosed });

    const [now] = await api.getMinigameEvents(client, game.id);
    await expect(bet(selectionOf(now!.id, now!.markets[0]!))).resolves.toMatchObject({ betSlipId: expect.any(Number) });
  });

  it('gives every mini-game the markets of its kind', async () => {
    const games = await api.getMinigames(client);
    for (const game of games) {
      const family = MINIGAMES.find((entry) => entry.path === game.path)!.family;
      const [round] = await api.getMinigameEvents(client, game.id);
      const shown = round!.markets.map((market) => [market.marketNameKorean, market.bets.map((b) => b.betName)]);
      expect(shown, game.path).toEqual(MINIGAME_MARKETS[family].map((market) => [market.name, market.bets.map((b) => b.name)]));
    }
    const namesOf = async (path: string) => {
      const [round] = await api.getMinigameEvents(client, games.find((game) => game.path === path)!.id);
      return round!.markets.flatMap((market) => market.bets.map((b) => b.betName));
    };
    await expect(namesOf('next-bakara')).resolves.toEqual(['플레이어', '뱅커', '타이']);
    await expect(namesOf('oddgame/dragon_tiger')).resolves.toEqual(['드래곤', '타이거', '타이']);
    await expect(namesOf('oddgame/horse_racing30')).resolves.toEqual(['1번', '2번', '3번', '4번', '5번']);
    await expect(namesOf('token/roulette')).resolves.toEqual(['레드', '블루', '옐로우']);
  });
});

describe('bonus legs', () => {
  it('a bonus placed on the demo reads like the seeded ones', async () => {
    const history = (await api.getBetSlips(client, { page: 1, gameType: 1, perpage: 100, memberUserId: user.userId, user: 1 })).flat();
    const seeded = history.find((leg) => leg.sports_betting_sports_prematch_odds_id === 'bonus')!;
    const { items } = await api.getPrematchGames(client, { perpage: 100 });
    const picks = items
      .filter((fixture) => parseServerTime(fixture.startdate)! > START.getTime() + 60 * MINUTE && fixture.markets[0]!.bets[0]!.betPrice >= 1.3 && fixture.markets[0]!.bets[0]!.betPrice < 3)
      .slice(0, 3)
      .map((fixture) => ({ ...selectionOf(fixture.fixtureId, fixture.markets[0]!), sportId: fixture.sportId }));
    const bonus: Selection = { id: 'bonus-3', fixtureId: 'bonus', providerId: -1, slipName: '3폴더 보너스', betPrice: 1.03, marketName: 'Bonus', betName: '3폴더 보너스' };
    const request = buildBetRequest({ memberId: user.id, amount: 5_000, selections: [bonus, ...picks], style: 'europe', autoAcceptOddsChange: false })!;
    const { betSlipId } = await api.placeBet(client, request);
    const [slip] = await api.getBetSlips(client, { page: 1, gameType: 1, perpage: 1, memberUserId: user.userId, user: 1 });
    expect(slip![0].id).toBe(betSlipId);
    const placed = slip!.find((leg) => leg.sports_betting_sports_prematch_odds_id === 'bonus')!;
    const shape = (leg: typeof placed) => ({
      league: leg.league_name,
      sport: leg.sports_name,
      market: leg.sports_betting_market_name,
      away: leg.sports_betting_away_participants_name,
      bet: /^\d폴더 보너스$/.test(String(leg.sports_betting_bet_name)),
    });
    expect(shape(placed)).toEqual(shape(seeded));
    expect(shape(placed)).toEqual({ league: '보너스', sport: '보너스', market: 'Bonus', away: '', bet: true });
  });
});
