// A board price as a slip selection, for the virtual-sports and mini-game boards. The slip's own
// rules (one pick per game) are the domain's; this only carries the fields across.
import { DEFAULT_ERROR_MESSAGE, type BoardBet, type BoardMarket } from '@betkit/api';
import { formatFixtureTime, formatSeoulDateTime, parseSeoulStamp } from '@betkit/domain';
import type { SlipSelection } from '@betkit/ui';

/** The game a price belongs to, as the slip shows it. */
export interface SelectionGame {
  /** The virtual fixture id or the mini-game round id: the slip keeps one pick per id. */
  readonly fixtureId: number;
  readonly homeName?: string;
  readonly awayName?: string;
  readonly leagueName?: string;
}

/** The slip selection of one price. */
export function toSelection(game: SelectionGame, market: BoardMarket, bet: BoardBet): SlipSelection {
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
export function isOnSlip(selections: readonly SlipSelection[], fixtureId: number, betId: number): boolean {
  return selections.some((selection) => String(selection.fixtureId) === String(fixtureId) && String(selection.id) === String(betId));
}

/** A Korean-time server stamp as HH:mm:ss ('21:04:50'), or the stamp as sent when it cannot be read. */
export function clockTimeOf(stamp: string): string {
  const instant = parseSeoulStamp(stamp);
  return instant === undefined ? stamp : formatSeoulDateTime(instant).slice(11);
}

/** A Korean-time server stamp as the spec's fixture date ('11.22 (일) 21:03'), or as sent. */
export function fixtureTimeOf(stamp: string): string {
  const instant = parseSeoulStamp(stamp);
  return instant === undefined ? stamp : formatFixtureTime(instant);
}

/** A Korean-time server stamp as ISO text for a <time> element, or undefined when it cannot be read. */
export function isoTimeOf(stamp: string): string | undefined {
  const instant = parseSeoulStamp(stamp);
  return instant === undefined ? undefined : new Date(instant).toISOString();
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

/** A failed read's text: the api's message (the server's text or the call's default). */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : DEFAULT_ERROR_MESSAGE;
}
