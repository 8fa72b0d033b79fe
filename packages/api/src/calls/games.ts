// Game calls: third-party (enjoycx) bets, lists and play links; holdem; mini-games; virtual games (both specs' section 7).
import { bettingMessages, holdemMessages, type ThirdPartyBet } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import type {
  MinigameEvent,
  MinigameSetting,
  ThirdPartyGameListAnswer,
  ThirdPartyPlatform,
  ThirdPartyPlayAnswer,
  VirtualGame,
  VirtualOddsAnswer,
  VirtualSoccerAnswer,
} from '../types';
import { segment } from './segment';

/** The paging of the third-party bet list; gameType and a large perpage are used by the bulk delete. */
export interface ThirdPartyBetQuery {
  page: number;
  perpage: number;
  gameType?: number;
}

/** GET /enjoycx/user/count?page&perpage: the number of third-party bets. */
export function getThirdPartyBetCount(
  client: ApiClient,
  { page, perpage }: Pick<ThirdPartyBetQuery, 'page' | 'perpage'>,
  { signal }: CallOptions = {},
): Promise<number> {
  return client.request<number>('GET', '/enjoycx/user/count', { query: { page, perpage }, signal });
}

/** GET /enjoycx/user?page&perpage[&gameType]: one page of third-party bets. */
export function getThirdPartyBets(client: ApiClient, query: ThirdPartyBetQuery, { signal }: CallOptions = {}): Promise<ThirdPartyBet[]> {
  return client.request<ThirdPartyBet[]>('GET', '/enjoycx/user', { query: { ...query }, signal });
}

/** POST /enjoycx/user/delete with the rows to delete. */
export function deleteThirdPartyBets(client: ApiClient, items: readonly ThirdPartyBet[], { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', '/enjoycx/user/delete', {
    body: items,
    signal,
    fallbackMessage: bettingMessages.deleteFailed,
  });
}

/** GET enjoycx/gamelist?thirdpartycode: the provider's games (data.list[].code). */
export function getThirdPartyGames(
  client: ApiClient,
  thirdpartycode: string,
  { signal }: CallOptions = {},
): Promise<ThirdPartyGameListAnswer> {
  return client.request<ThirdPartyGameListAnswer>('GET', '/enjoycx/gamelist', {
    query: { thirdpartycode },
    signal,
    fallbackMessage: bettingMessages.underMaintenance,
  });
}

/** GET /enjoycx/play?userid&thirdpartycode&gamecode&platform: data.link opens in a new window; empty data means maintenance. */
export function getThirdPartyPlayLink(
  client: ApiClient,
  query: { userid: string; thirdpartycode: string; gamecode: string; platform: ThirdPartyPlatform },
  { signal }: CallOptions = {},
): Promise<ThirdPartyPlayAnswer> {
  return client.request<ThirdPartyPlayAnswer>('GET', '/enjoycx/play', {
    query: { ...query },
    signal,
    fallbackMessage: bettingMessages.underMaintenance,
  });
}

/** GET /revolution/user/create?userId&nickname: creates the holdem account; answers a code (1 success). */
export function createHoldemAccount(
  client: ApiClient,
  query: { userId: string; nickname: string },
  { signal }: CallOptions = {},
): Promise<number> {
  return client.request<number>('GET', '/revolution/user/create', {
    query: { ...query },
    signal,
    fallbackMessage: holdemMessages.defaultError,
  });
}

/** GET /revolution/game/link?userId: the holdem URL to open in a new window. */
export function getHoldemLink(client: ApiClient, userId: string, { signal }: CallOptions = {}): Promise<string> {
  return client.request<string>('GET', '/revolution/game/link', {
    query: { userId },
    signal,
    fallbackMessage: holdemMessages.defaultError,
  });
}

/** GET minigame/events?gameId: the mini-game's open rounds with their markets. */
export function getMinigameEvents(client: ApiClient, gameId: number, { signal }: CallOptions = {}): Promise<MinigameEvent[]> {
  return client.request<MinigameEvent[]>('GET', '/minigame/events', { query: { gameId }, signal });
}

/** GET settingMinigame/{id}: the mini-game's maintenance check (systemMaintenanceFlg). */
export function getMinigameSetting(client: ApiClient, id: number, { signal }: CallOptions = {}): Promise<MinigameSetting> {
  return client.request<MinigameSetting>('GET', `/settingMinigame/${segment(id)}`, {
    signal,
    fallbackMessage: bettingMessages.minigameCheckFailed,
  });
}

/** GET /virtureGame?sportsType&league&status=1: open virtual games (the backend's spelling). */
export function getVirtualGames(
  client: ApiClient,
  query: { sportsType: string; league: string },
  { signal }: CallOptions = {},
): Promise<VirtualGame[]> {
  return client.request<VirtualGame[]>('GET', '/virtureGame', { query: { ...query, status: 1 }, signal });
}

/** GET /virtureGame/odds?fixtureId: a virtual game's markets and odds. */
export function getVirtualOdds(client: ApiClient, fixtureId: number, { signal }: CallOptions = {}): Promise<VirtualOddsAnswer> {
  return client.request<VirtualOddsAnswer>('GET', '/virtureGame/odds', { query: { fixtureId }, signal });
}

/** GET /vet3/Soccer: virtual-soccer games (second item) and streams (third item). */
export function getVirtualSoccerStreams(client: ApiClient, { signal }: CallOptions = {}): Promise<VirtualSoccerAnswer> {
  return client.request<VirtualSoccerAnswer>('GET', '/vet3/Soccer', { signal });
}
