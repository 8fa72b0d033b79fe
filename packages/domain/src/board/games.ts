// The virtual-sports and mini-game boards' rules: a price as a slip selection, what is still offered at a
// given time, and how a game is titled. The slip's own rules (one pick per game) are the slip reducers'.
import { sameId } from '../read';
import { parseSeoulStamp } from '../time';
import type { BoardBet, BoardMarket, BoardSelection } from './types';

/** The game a price belongs to, as the slip shows it. */
export interface SelectionGame {
  /** The virtual fixture id or the mini-game round id: the slip keeps one pick per id. */
  readonly fixtureId: number;
  readonly homeName?: string;
  readonly awayName?: string;
  readonly leagueName?: string;
}

/** The slip selection of one price of a virtual game or mini-game round. */
export function gameSelectionOf(game: SelectionGame, market: BoardMarket, bet: BoardBet): BoardSelection {
  return {
    id: bet.id,
    fixtureId: game.fixtureId,
    betPrice: bet.betPrice,
    version: bet.version,
    betName: bet.betName,
    betLine: bet.betLine ?? null,
    betBaseline: bet.betBaseline ?? null,
    betStatus: bet.betStatus,
    lastUpdate: bet.lastUpdate,
    marketId: market.marketId,
    marketName: market.marketName,
    marketNameKorean: market.marketNameKorean,
    homeName: game.homeName,
    awayName: game.awayName,
    leagueName: game.leagueName,
  };
}

/** True when the slip holds this price of this game. */
export function isOnSlip(selections: readonly Pick<BoardSelection, 'id' | 'fixtureId'>[], fixtureId: number, betId: number): boolean {
  return selections.some((selection) => sameId(selection.fixtureId, fixtureId) && sameId(selection.id, betId));
}

/** Games still to start at `now` (epoch ms): a started game is never offered; a start it cannot read is kept. */
export function upcomingGames<T extends { readonly startdate: string }>(games: readonly T[], now: number): T[] {
  return games.filter((game) => {
    const start = parseSeoulStamp(game.startdate);
    return start === undefined || start > now;
  });
}

/** Whether a round still takes bets at `now` (epoch ms): its close time lies ahead, or cannot be read. */
export function isRoundOpen(closeAt: string, now: number): boolean {
  const close = parseSeoulStamp(closeAt);
  return close === undefined || close > now;
}

/** A game as titled: 'home vs away', or the one name a race has ('브리타니아 웨이 제54경주'). */
export function gameTitle(game: { readonly homeName: string; readonly awayName: string }, versus: string): string {
  return game.homeName && game.awayName ? `${game.homeName} ${versus} ${game.awayName}` : game.homeName || game.awayName;
}
