// The game-result pages (/game_result/sports|minigame|virtuals): which tab a settled game belongs to, its names in
// Korean and the list's order. Not in spec: site-and-member-services.md section 2 names the routes only.
import { HISTORY_GAME_TYPES } from '../betting/history-paging';
import { leagueLabel } from '../dictionaries';
import { sportLabel } from './sport-names';
import { toInteger } from '../read';
import type { GameResult } from '../site-entities';
import { parseServerTime } from '../time';

/** The result tabs, in the routes' order. */
export const GAME_RESULT_KINDS = ['sports', 'minigame', 'virtuals'] as const;
export type GameResultKind = (typeof GAME_RESULT_KINDS)[number];

/** Whether a route segment or query value names a result tab. */
export function isGameResultKind(value: unknown): value is GameResultKind {
  return (GAME_RESULT_KINDS as readonly unknown[]).includes(value);
}

/**
 * The tab of a game settled on a slip of this history game type: sports and live (1, 2) under 스포츠, mini-game (3)
 * under 미니게임, virtual sports (4) under 가상스포츠; anything else (casino-style) has no result tab.
 */
export function gameResultKind(gameType: unknown): GameResultKind | undefined {
  // Not in spec: the results follow the history lists' game types (betting-core.md section 2), live games with sports.
  switch (toInteger(gameType)) {
    case HISTORY_GAME_TYPES.sports:
    case HISTORY_GAME_TYPES.live:
      return 'sports';
    case HISTORY_GAME_TYPES.minigame:
      return 'minigame';
    case HISTORY_GAME_TYPES.virtual:
      return 'virtuals';
    default:
      return undefined;
  }
}

/** A result with its sport and league in Korean, through the dictionaries (names without a row stay as sent). */
export function gameResultNames(result: GameResult): GameResult {
  return { ...result, sportName: sportLabel(result.sportName), leagueName: leagueLabel(result.leagueName) };
}

/** Kick-off in epoch ms; an unreadable start sorts as the oldest. */
const kickOffOf = (result: Pick<GameResult, 'startdate'>): number => parseServerTime(result.startdate) ?? Number.NEGATIVE_INFINITY;

/** Results with the newest kick-off first; a stable sort, so equal starts keep the server's order, and an unreadable start goes last. */
export function gameResultsNewestFirst<T extends Pick<GameResult, 'startdate'>>(results: readonly T[]): T[] {
  // Not in spec: newest first, as the bet history lists are.
  return [...results].sort((a, b) => {
    const [first, second] = [kickOffOf(a), kickOffOf(b)];
    return first === second ? 0 : first > second ? -1 : 1;
  });
}

/** Results as the list shows them: names in Korean, the newest first. The input is left as it was. */
export function gameResultRows(results: readonly GameResult[]): GameResult[] {
  return gameResultsNewestFirst(results.map(gameResultNames));
}
