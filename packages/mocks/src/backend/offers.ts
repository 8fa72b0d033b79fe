// Everything a member can bet on, with today's prices: the pre-match board (fixed prices), the in-play
// board (prices that move with the demo clock), virtual games and mini-game rounds (made on demand).
import type { BoardBet, BoardFixture, BoardMarket, MinigameEvent, MinigameSummary, VirtualGame } from '@betkit/api';
import { floorOdds, formatSeoulDateTime, marketLabel } from '@betkit/domain';
import type { DemoData } from '../fixtures';

/** In-play prices get a new version this often. */
export const LIVE_PRICE_STEP_MS = 15_000;

/** Odds ids of virtual games and mini-game rounds live above these bases, clear of the fixtures' ids. */
const VIRTUAL_ODDS_BASE = 7_000_000_000;
const MINIGAME_ODDS_BASE = 8_000_000_000;

/** Where a bet was offered: decides the history game type (1 sports, 2 live, 3 mini-game, 4 virtual). */
export type OfferArea = 'prematch' | 'live' | 'minigame' | 'virtual';

/** One price that can be bet on, with what a history leg needs to describe it. */
export interface Offer {
  area: OfferArea;
  bet: BoardBet;
  market: BoardMarket;
  fixtureId: number;
  sportId: number;
  sportName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  /** Start time, Korean time. */
  startdate: string;
  /** In-play: the score now. */
  score?: string;
}

/** The in-play price of a bet at an instant: its base price moved by up to ±8 %, never below 1.01. */
export function livePrice(basePrice: number, oddsId: number, now: Date): { price: number; version: number } {
  const version = Math.floor(now.getTime() / LIVE_PRICE_STEP_MS);
  const swing = 0.08 * Math.sin(version * 0.9 + (oddsId % 97));
  return { price: Math.max(1.01, floorOdds(basePrice * (1 + swing))), version };
}

/** The in-play board as it is at `now`: each price moved and versioned. */
export function liveBoard(data: DemoData, now: Date): BoardFixture[] {
  const lastUpdate = formatSeoulDateTime(now);
  return data.live.map((fixture) => ({
    ...fixture,
    markets: fixture.markets.map((market) => ({
      ...market,
      bets: market.bets.map((bet) => {
        const { price, version } = livePrice(bet.betPrice, bet.id, now);
        return { ...bet, betPrice: price, version, lastUpdate };
      }),
    })),
  }));
}

function market(marketId: number, marketName: string, bets: [string, number][], idBase: number, lastUpdate: string): BoardMarket {
  return {
    marketId,
    marketName,
    marketNameKorean: marketLabel(marketName),
    bets: bets.map(([betName, betPrice], index) => ({
      id: idBase + index,
      betName,
      betPrice,
      version: 1,
      betStatus: 1,
      lastUpdate,
    })),
  };
}

/** A virtual game's markets: 1X2 and odd/even, priced from its fixture id. */
export function virtualMarkets(game: VirtualGame): BoardMarket[] {
  const base = VIRTUAL_ODDS_BASE + game.fixtureId * 10;
  const tilt = (game.fixtureId % 7) / 10;
  return [
    market(1, '1X2', [['1', floorOdds(1.8 + tilt)], ['X', 3.2], ['2', floorOdds(3.6 - tilt)]], base, game.startdate),
    market(5, 'Odd/Even', [['Odd', 1.95], ['Even', 1.95]], base + 5, game.startdate),
  ];
}

/** The round of a mini-game running at `now`: its number of the day, close time and markets. */
export function minigameRound(game: MinigameSummary, now: Date): MinigameEvent {
  const intervalMs = game.intervalSeconds * 1000;
  const roundStart = Math.floor(now.getTime() / intervalMs) * intervalMs;
  const dayStart = Math.floor((now.getTime() + 9 * 3_600_000) / 86_400_000) * 86_400_000 - 9 * 3_600_000;
  const round = Math.floor((roundStart - dayStart) / intervalMs) + 1;
  const idBase = MINIGAME_ODDS_BASE + game.id * 100_000 + (round % 10_000) * 10;
  const closeAt = formatSeoulDateTime(roundStart + intervalMs - 10_000);
  return {
    id: game.id * 10_000 + round,
    gameId: game.id,
    round,
    closeAt,
    markets: [
      market(1, 'Odd/Even', [['홀', 1.95], ['짝', 1.95]], idBase, closeAt),
      market(2, 'Under/Over', [['언더', 1.95], ['오버', 1.95]], idBase + 2, closeAt),
      market(3, 'Left/Right', [['좌', 1.95], ['우', 1.95]], idBase + 4, closeAt),
    ],
  };
}

/** Finds the offer behind an odds id at `now`, with its current price and version. */
export function findOffer(data: DemoData, oddsId: number, now: Date): Offer | undefined {
  for (const fixture of data.prematch) {
    for (const m of fixture.markets) {
      const bet = m.bets.find((candidate) => candidate.id === oddsId);
      if (bet) return fixtureOffer('prematch', fixture, m, bet);
    }
  }
  for (const fixture of liveBoard(data, now)) {
    for (const m of fixture.markets) {
      const bet = m.bets.find((candidate) => candidate.id === oddsId);
      if (bet) return { ...fixtureOffer('live', fixture, m, bet), score: fixture.score };
    }
  }
  if (oddsId >= MINIGAME_ODDS_BASE) {
    const game = data.minigames.find((candidate) => candidate.id === Math.floor((oddsId - MINIGAME_ODDS_BASE) / 100_000));
    if (!game) return undefined;
    const round = minigameRound(game, now);
    for (const m of round.markets) {
      const bet = m.bets.find((candidate) => candidate.id === oddsId);
      if (bet) {
        return {
          area: 'minigame',
          bet,
          market: m,
          fixtureId: round.id,
          sportId: 0,
          sportName: '미니게임',
          leagueName: game.name,
          homeName: `${round.round}회차`,
          awayName: '',
          startdate: round.closeAt,
        };
      }
    }
    return undefined;
  }
  if (oddsId >= VIRTUAL_ODDS_BASE) {
    const game = data.virtualGames.find((candidate) => candidate.fixtureId === Math.floor((oddsId - VIRTUAL_ODDS_BASE) / 10));
    if (!game) return undefined;
    for (const m of virtualMarkets(game)) {
      const bet = m.bets.find((candidate) => candidate.id === oddsId);
      if (bet) {
        return {
          area: 'virtual',
          bet,
          market: m,
          fixtureId: game.fixtureId,
          sportId: 0,
          sportName: game.sportsType,
          leagueName: game.league,
          homeName: game.homeName,
          awayName: game.awayName,
          startdate: game.startdate,
        };
      }
    }
  }
  return undefined;
}

function fixtureOffer(area: OfferArea, fixture: BoardFixture, m: BoardMarket, bet: BoardBet): Offer {
  return {
    area,
    bet,
    market: m,
    fixtureId: fixture.fixtureId,
    sportId: fixture.sportId,
    sportName: fixture.sportNameKorean || fixture.sportName,
    leagueName: fixture.leagueName,
    homeName: fixture.homeName,
    awayName: fixture.awayName,
    startdate: fixture.startdate,
  };
}
