// Not in spec: the paths of calls a working site needs that the spec does not show (local-strategy
// login, current user, logout, the game boards, game lists and results, partner and recommender data).
// An operator matches their backend by passing overrides to `createApiClient({ paths })`.

/** The member site's configurable paths; each is a path on the API's base URL. */
export interface SitePaths {
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
}

/** The partner and recommender areas' configurable paths. */
export interface PartnerPaths {
  /** GET ?from&to → the partner's summary for a period of Korean days (money, rolling, losing, agent levels). */
  partnerSummary: string;
  /** GET ?from&to&gameType&page&perpage → the partner's rolling of one game type by day. */
  partnerRolling: string;
  /** GET ?from&to&page&perpage&search&sort → the partner's members with their money in the period. */
  partnerMembers: string;
  /** GET ?kind&from&to&page&perpage → the partner's members' deposits or withdrawals. */
  partnerCharges: string;
  /** GET ?from&to&gameType&page&perpage → the partner's members' sports slips (the history's records). */
  partnerBets: string;
  /** GET ?from&to&gameType&page&perpage → the partner's members' third-party bets. */
  partnerThirdPartyBets: string;
  /** GET ?from&to&page&perpage → the partner's settlement periods (estimate, confirmed, paid, carried). */
  partnerSettlements: string;
  /** POST {title, content} → the partner's enquiry to the operator. */
  partnerEnquiry: string;
  /** GET ?from&to → the partner's figures by day. */
  partnerAnalysis: string;
  /** GET ?from&to → the recommender's summary (losing settlement). */
  recommenderSummary: string;
  /** GET ?from&to&page&perpage&search&sort → the recommender's members with their money in the period (ids masked). */
  recommenderMembers: string;
  /** GET ?kind&from&to&page&perpage → the recommender's members' deposits or withdrawals. */
  recommenderCharges: string;
  /** GET ?from&to&page&perpage → the recommender's settlement log. */
  recommenderSettlements: string;
}

/** Every configurable path. */
export interface ExtraPaths extends SitePaths, PartnerPaths {}

/** Not in spec: the member site's default paths, used by the demo backend too. */
export const DEFAULT_SITE_PATHS: Readonly<SitePaths> = {
  login: '/auth/login',
  currentUser: '/auth/me',
  logout: '/auth/logout',
  prematchGames: '/sports-prematch/games',
  inplayGames: '/sports-inplay/games',
  minigameList: '/minigame/list',
  gameResults: '/game-result',
};

/** The paths a client holds: the site's defaults with an operator's overrides (blank ones ignored); partner paths only when overridden. */
export type ClientPaths = Readonly<SitePaths & Partial<PartnerPaths>>;

/** The site's default paths with an operator's overrides of any path; blank overrides are ignored. */
export function resolveClientPaths(overrides: Partial<ExtraPaths> = {}): ClientPaths {
  const paths: Record<string, string> = { ...DEFAULT_SITE_PATHS };
  for (const [key, value] of Object.entries(overrides)) {
    if (typeof value === 'string' && value.trim() !== '') paths[key] = value.trim();
  }
  return paths as unknown as ClientPaths;
}
