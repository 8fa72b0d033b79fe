// Everything a member can bet on, with today's prices: the pre-match board (fixed prices), the in-play
// board (prices that move with the demo clock), virtual games and mini-game rounds (made for the clock's
// time, so they roll forward with it).
import type { BoardBet, BoardFixture, BoardMarket, MinigameEvent, MinigameSummary, VirtualGame } from '@betkit/api';
import { floorOdds, formatSeoulDateTime, marketLabel, parseServerTime } from '@betkit/domain';
import {
  MINIGAMES,
  MINIGAME_MARKETS,
  roundOfDay,
  upcomingVirtualEvents,
  virtualEventById,
  virtualEventMarkets,
  virtualFixtureOfOdds,
  VIRTUAL_SPORT_NAMES,
  type DemoData,
} from '../fixtures';

/** In-play prices get a new version this often. */
export const LIVE_PRICE_STEP_MS = 15_000;

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
  /** When betting on it ends (epoch ms): the start of a fixture or virtual event, a round's close; none in play. */
  closesAt?: number;
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

/** A price moved `moves` times by /__demo/move-prices: up 0.10 and a new version each time. */
export function movedBet(bet: BoardBet, moves: number): BoardBet {
  return moves === 0 ? bet : { ...bet, betPrice: Math.round((bet.betPrice + 0.1 * moves) * 100) / 100, version: Number(bet.version ?? 0) + moves };
}

/** A made board (a mini-game round, a virtual game's markets) with the prices /__demo/move-prices moved. */
export function withMovedPrices<T extends { markets: BoardMarket[] }>(data: DemoData, board: T): T {
  const moved = data.movedOdds;
  if (!moved) return board;
  return { ...board, markets: board.markets.map((m) => ({ ...m, bets: m.bets.map((bet) => movedBet(bet, moved[String(bet.id)] ?? 0)) })) };
}

/** Odds ids of mini-game rounds: BASE + game id × 10^11 + the round's slot × 100 + the bet's index. */
const MINIGAME_ODDS_BASE = 10_000_000_000_000;
const ODDS_PER_GAME = 100_000_000_000;
const BETS_PER_ROUND = 100;
/** Round ids: game id × 10^9 + the round's slot (its start ÷ interval since the epoch). */
const ROUNDS_PER_GAME = 1_000_000_000;

/** Betting on a round closes this long before it ends: 10 s, or a fifth of a round shorter than 50 s. */
function closeMarginMs(intervalMs: number): number {
  return Math.min(10_000, intervalMs / 5);
}

/** A mini-game round and when its betting closes (epoch ms). */
interface TimedRound {
  round: MinigameEvent;
  closesAt: number;
}

/** The round of `game` in time slot `slot`: its number of the day, close time and its family's markets. */
function minigameRoundAt(game: MinigameSummary, slot: number): TimedRound {
  const intervalMs = game.intervalSeconds * 1000;
  const end = (slot + 1) * intervalMs;
  const closesAt = end - closeMarginMs(intervalMs);
  const closeAt = formatSeoulDateTime(closesAt);
  const family = MINIGAMES.find((candidate) => candidate.path === game.path)?.family ?? 'oddEven';
  let index = 0;
  const idBase = MINIGAME_ODDS_BASE + game.id * ODDS_PER_GAME + slot * BETS_PER_ROUND;
  const markets = MINIGAME_MARKETS[family].map(
    (definition, marketIndex): BoardMarket => ({
      marketId: marketIndex + 1,
      marketName: definition.name,
      marketNameKorean: marketLabel(definition.name),
      bets: definition.bets.map(({ name, price }): BoardBet => {
        const id = idBase + index;
        index += 1;
        return { id, betName: name, betPrice: price, version: 1, betStatus: 1, lastUpdate: closeAt };
      }),
    }),
  );
  return {
    round: { id: game.id * ROUNDS_PER_GAME + slot, gameId: game.id, round: roundOfDay(formatSeoulDateTime(end), game.intervalSeconds), closeAt, markets },
    closesAt,
  };
}

/**
 * The round open for betting at `now`: the running one until its betting closes, then the next. Its
 * markets are those of the game's family (baccarat: player/banker/tie, dragon-tiger, races …).
 */
export function minigameRound(game: MinigameSummary, now: Date): MinigameEvent {
  const intervalMs = game.intervalSeconds * 1000;
  const running = Math.floor(now.getTime() / intervalMs);
  const current = minigameRoundAt(game, running);
  return (current.closesAt > now.getTime() ? current : minigameRoundAt(game, running + 1)).round;
}

/** The virtual games open for betting at `now` (start after now), optionally of one sport and league. */
export function virtualGames(data: DemoData, now: Date, filter: { sportsType?: string; league?: string } = {}): VirtualGame[] {
  return upcomingVirtualEvents(data.seed, now.getTime(), filter).map(({ game }) => game);
}

/** A virtual game's markets by its fixture id (started or not), or undefined for an unknown id. */
export function virtualMarkets(data: DemoData, fixtureId: number): BoardMarket[] | undefined {
  const event = virtualEventById(data.seed, fixtureId);
  return event && virtualEventMarkets(data.seed, event);
}

/** The offer behind a mini-game round's odds id (the round may have closed), or undefined. */
function minigameOffer(data: DemoData, oddsId: number): Offer | undefined {
  const offset = oddsId - MINIGAME_ODDS_BASE;
  const game = data.minigames.find((candidate) => candidate.id === Math.floor(offset / ODDS_PER_GAME));
  if (!game) return undefined;
  const { round, closesAt } = minigameRoundAt(game, Math.floor((offset % ODDS_PER_GAME) / BETS_PER_ROUND));
  for (const m of withMovedPrices(data, round).markets) {
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
        closesAt,
      };
    }
  }
  return undefined;
}

/** The offer behind a virtual event's odds id (the event may have started), or undefined. */
function virtualOffer(data: DemoData, oddsId: number): Offer | undefined {
  const fixtureId = virtualFixtureOfOdds(oddsId);
  const event = fixtureId === undefined ? undefined : virtualEventById(data.seed, fixtureId);
  if (!event) return undefined;
  for (const m of withMovedPrices(data, { markets: virtualEventMarkets(data.seed, event) }).markets) {
    const bet = m.bets.find((candidate) => candidate.id === oddsId);
    if (bet) {
      return {
        area: 'virtual',
        bet,
        market: m,
        fixtureId: event.game.fixtureId,
        sportId: 0,
        sportName: VIRTUAL_SPORT_NAMES[event.league.sportsType],
        leagueName: event.league.nameKorean,
        homeName: event.game.homeName,
        awayName: event.game.awayName,
        startdate: event.game.startdate,
        closesAt: event.start,
      };
    }
  }
  return undefined;
}

/** Finds the offer behind an odds id at `now`, with its current price and version. */
export function findOffer(data: DemoData, oddsId: number, now: Date): Offer | undefined {
  for (const fixture of data.prematch) {
    for (const m of fixture.markets) {
      const bet = m.bets.find((candidate) => candidate.id === oddsId);
      if (bet) return { ...fixtureOffer('prematch', fixture, m, bet), closesAt: parseServerTime(fixture.startdate) ?? 0 };
    }
  }
  for (const fixture of liveBoard(data, now)) {
    for (const m of fixture.markets) {
      const bet = m.bets.find((candidate) => candidate.id === oddsId);
      if (bet) return { ...fixtureOffer('live', fixture, m, bet), score: fixture.score };
    }
  }
  if (oddsId >= MINIGAME_ODDS_BASE) return minigameOffer(data, oddsId);
  return virtualOffer(data, oddsId);
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
