// The game boards' reads: a mini-game's open round, a virtual league's next games and a game's odds, each polled.
// The round and the odds feed the slip (useSlipFeed), so a refreshed price reaches a pick as on the sports boards.
import useSWR from 'swr';
import { getMinigameEvents, getVirtualGames, getVirtualOdds } from '@betkit/api';
import { useSite } from '../app/runtime';
import type { SlipFeed } from '../app/useSlipFeed';
import type { VirtualLeague } from './virtualLeagues';

/** How often the round is re-read: a new round starts when the last one closes. Not in spec. */
const ROUND_REFRESH_MS = 5_000;

/** How often the next games and the chosen game's odds are re-read. Not in spec. */
const VIRTUAL_REFRESH_MS = 15_000;

/** What a polled board tells its slip. */
type BoardFeed = Pick<SlipFeed, 'onBoard' | 'onBoardError'>;

/** A mini-game's open round. */
export const minigameRoundKey = (gameId: number) => `minigame:events:${gameId}`;

/** A virtual league's next games. */
export const virtualGamesKey = (league: Pick<VirtualLeague, 'sportsType' | 'league'>) => `virtual:games:${league.sportsType}:${league.league}`;

/** A virtual game's odds. */
export const virtualOddsKey = (fixtureId: number) => `virtual:odds:${fixtureId}`;

/** GET a mini-game's open round, every few seconds; each answer (or failure) goes to the slip. */
export function useMinigameRound(gameId: number, feed: BoardFeed) {
  const { client } = useSite();
  return useSWR(minigameRoundKey(gameId), () => getMinigameEvents(client, gameId), {
    refreshInterval: ROUND_REFRESH_MS,
    onSuccess: feed.onBoard,
    onError: feed.onBoardError,
  });
}

/** GET a virtual league's next games, polled. */
export function useVirtualGames(league: VirtualLeague) {
  const { client } = useSite();
  return useSWR(virtualGamesKey(league), () => getVirtualGames(client, { sportsType: league.sportsType, league: league.league }), {
    refreshInterval: VIRTUAL_REFRESH_MS,
  });
}

/** GET a virtual game's odds, polled; each answer (or failure) goes to the slip. */
export function useVirtualOdds(fixtureId: number, feed: BoardFeed) {
  const { client } = useSite();
  return useSWR(virtualOddsKey(fixtureId), () => getVirtualOdds(client, fixtureId), {
    refreshInterval: VIRTUAL_REFRESH_MS,
    onSuccess: (odds) => feed.onBoard([odds]),
    onError: feed.onBoardError,
  });
}
