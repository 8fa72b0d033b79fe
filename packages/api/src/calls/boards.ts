// The betting boards' reads: pre-match and in-play games, mini-games, game results.
// Their paths come from the client's `paths` (see ../paths.ts), so an operator can point them at their own backend.
import type { ApiClient, CallOptions } from '../client';
import type { BoardFixture, BoardPage, BoardQuery, GameResult, MinigameSummary } from '../types';

// Not in spec: the spec does not show this call.
/** One page of the pre-match board (15 games a page by default). */
export function getPrematchGames(client: ApiClient, query: BoardQuery = {}, { signal }: CallOptions = {}): Promise<BoardPage> {
  return client.request<BoardPage>('GET', client.paths.prematchGames, { query: { ...query }, signal });
}

// Not in spec: the spec does not show this call.
/** The in-play board with current prices and versions. */
export function getInplayGames(client: ApiClient, query: { sportId?: number } = {}, { signal }: CallOptions = {}): Promise<BoardFixture[]> {
  return client.request<BoardFixture[]>('GET', client.paths.inplayGames, { query: { ...query }, signal });
}

// Not in spec: the spec does not show this call.
/** The mini-games. */
export function getMinigames(client: ApiClient, { signal }: CallOptions = {}): Promise<MinigameSummary[]> {
  return client.request<MinigameSummary[]>('GET', client.paths.minigameList, { signal });
}

// Not in spec: the spec does not show this call.
/** Settled games for the game-result pages. */
export function getGameResults(
  client: ApiClient,
  query: { kind: 'sports' | 'minigame' | 'virtuals'; page?: number; perpage?: number },
  { signal }: CallOptions = {},
): Promise<{ list: GameResult[]; totalCount: number }> {
  return client.request('GET', client.paths.gameResults, { query: { ...query }, signal });
}
