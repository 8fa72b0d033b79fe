// Not in spec: the paths of calls a working site needs that the spec does not show (local-strategy
// login, current user, logout, the game boards, game lists and results, partner and recommender data).
// An operator matches their backend by passing overrides to `createApiClient({ paths })`.

/** Every configurable path; each is a path on the API's base URL. */
export interface ExtraPaths {
  /** POST {userId, password} → { token, user }. */
  login: string;
  /** GET → the logged-in member. */
  currentUser: string;
  /** POST → ends the session. */
  logout: string;
  /** GET ?page&perpage&sportId&locationId&leagueId&search&tab → one page of the pre-match board. */
  prematchGames: string;
  /** GET ?sportId → the in-play board. */
  inplayGames: string;
  /** GET → the mini-games. */
  minigameList: string;
  /** GET ?kind&page&perpage → settled games (game-result pages). */
  gameResults: string;
  /** GET ?from&to → the partner's summary for a period of Korean days. */
  partnerSummary: string;
  /** GET ?from&to&page&perpage → the partner's members with their money in the period. */
  partnerMembers: string;
  /** GET ?from&to → the recommender's summary (losing settlement). */
  recommenderSummary: string;
  /** GET ?from&to&page&perpage → the recommender's members with their money in the period. */
  recommenderMembers: string;
  /** GET → the recommender's settlement log. */
  recommenderSettlements: string;
}

/** Not in spec: the default paths, used by the demo backend too. */
export const DEFAULT_EXTRA_PATHS: Readonly<ExtraPaths> = {
  login: '/auth/login',
  currentUser: '/auth/me',
  logout: '/auth/logout',
  prematchGames: '/sports-prematch/games',
  inplayGames: '/sports-inplay/games',
  minigameList: '/minigame/list',
  gameResults: '/game-result',
  partnerSummary: '/partner/summary',
  partnerMembers: '/partner/members',
  recommenderSummary: '/recommender/summary',
  recommenderMembers: '/recommender/members',
  recommenderSettlements: '/recommender/settlements',
};

/** The default paths with an operator's overrides; blank overrides are ignored. */
export function resolveExtraPaths(overrides: Partial<ExtraPaths> = {}): Readonly<ExtraPaths> {
  const paths = { ...DEFAULT_EXTRA_PATHS };
  for (const key of Object.keys(paths) as (keyof ExtraPaths)[]) {
    const value = overrides[key];
    if (typeof value === 'string' && value.trim() !== '') paths[key] = value.trim();
  }
  return paths;
}
