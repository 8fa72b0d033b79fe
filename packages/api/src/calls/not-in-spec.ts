// Not in spec: calls a working site needs that the spec does not show. Their paths come from the
// client's `paths` (see ../paths.ts), so an operator can point them at their own backend.
import { accountLoginMessages, type LoginPayload, type SiteUser } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import { ApiError } from '../errors';
import type {
  BoardFixture,
  BoardPage,
  BoardQuery,
  GameResult,
  LoginAnswer,
  MinigameSummary,
  PartnerMemberRow,
  PartnerSummary,
  SettlementRow,
} from '../types';

/** Local-strategy login; answers the bearer token and the member. A 404's text is the server's, else the spec's default. */
export async function login(client: ApiClient, payload: LoginPayload, { signal }: CallOptions = {}): Promise<LoginAnswer> {
  try {
    return await client.request<LoginAnswer>('POST', client.paths.login, {
      body: payload,
      signal,
      fallbackMessage: accountLoginMessages.loginFailed,
    });
  } catch (error) {
    // Spec 8: only a 404 shows the server's text; any other failure shows the default.
    if (error instanceof ApiError && error.status !== 404 && error.status !== 0) {
      throw new ApiError(error.status, accountLoginMessages.loginFailed, error.body);
    }
    throw error;
  }
}

/** The logged-in member, from the bearer token. */
export function getCurrentUser(client: ApiClient, { signal }: CallOptions = {}): Promise<SiteUser> {
  return client.request<SiteUser>('GET', client.paths.currentUser, { signal });
}

/** Ends the session on the server (the site also forgets the token). */
export function logout(client: ApiClient, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', client.paths.logout, { signal });
}

/** One page of the pre-match board (15 games a page by default). */
export function getPrematchGames(client: ApiClient, query: BoardQuery = {}, { signal }: CallOptions = {}): Promise<BoardPage> {
  return client.request<BoardPage>('GET', client.paths.prematchGames, { query: { ...query }, signal });
}

/** The in-play board with current prices and versions. */
export function getInplayGames(client: ApiClient, query: { sportId?: number } = {}, { signal }: CallOptions = {}): Promise<BoardFixture[]> {
  return client.request<BoardFixture[]>('GET', client.paths.inplayGames, { query: { ...query }, signal });
}

/** The mini-games. */
export function getMinigames(client: ApiClient, { signal }: CallOptions = {}): Promise<MinigameSummary[]> {
  return client.request<MinigameSummary[]>('GET', client.paths.minigameList, { signal });
}

/** Settled games for the game-result pages. */
export function getGameResults(
  client: ApiClient,
  query: { kind: 'sports' | 'minigame' | 'virtuals'; page?: number; perpage?: number },
  { signal }: CallOptions = {},
): Promise<{ list: GameResult[]; totalCount: number }> {
  return client.request('GET', client.paths.gameResults, { query: { ...query }, signal });
}

/** The partner's summary (members, money, rolling, losing). */
export function getPartnerSummary(client: ApiClient, { signal }: CallOptions = {}): Promise<PartnerSummary> {
  return client.request<PartnerSummary>('GET', client.paths.partnerSummary, { signal });
}

/** The partner's members. */
export function getPartnerMembers(
  client: ApiClient,
  query: { page?: number; perpage?: number } = {},
  { signal }: CallOptions = {},
): Promise<{ list: PartnerMemberRow[]; totalCount: number }> {
  return client.request('GET', client.paths.partnerMembers, { query: { ...query }, signal });
}

/** The recommender's summary (losing settlement). */
export function getRecommenderSummary(client: ApiClient, { signal }: CallOptions = {}): Promise<PartnerSummary> {
  return client.request<PartnerSummary>('GET', client.paths.recommenderSummary, { signal });
}

/** The recommender's members. */
export function getRecommenderMembers(
  client: ApiClient,
  query: { page?: number; perpage?: number } = {},
  { signal }: CallOptions = {},
): Promise<{ list: PartnerMemberRow[]; totalCount: number }> {
  return client.request('GET', client.paths.recommenderMembers, { query: { ...query }, signal });
}

/** The recommender's settlement log. */
export function getRecommenderSettlements(client: ApiClient, { signal }: CallOptions = {}): Promise<SettlementRow[]> {
  return client.request<SettlementRow[]>('GET', client.paths.recommenderSettlements, { signal });
}
