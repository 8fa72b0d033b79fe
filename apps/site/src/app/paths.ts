// Every route of the site (spec: site-and-member-services.md section 2), one home: routes.tsx builds its routes from
// these, and the menus, labels and links read them, so no screen writes a path by hand. One constant each (not one
// object): the minifier shortens a constant's name, never an object's keys, so the map costs the first route nothing.

export const homePath = '/';
// Not in spec: '/korean' — desktop '/' lands on '/europe' (spec), so the Korean board needs a path of its own.
export const koreanPath = '/korean';
export const europePath = '/europe';
export const eventPath = '/event';
export const inplayPath = '/inplay';
export const betResultPath = '/bet_result';
export const loginPath = '/login';
/** The partner guard's login page. */
export const authLoginPath = '/auth/login';
export const logoutPath = '/logout';
export const joinPath = '/join';
export const minigamesPath = '/minigame';
export const virtualPath = '/bet365';
export const casinoPath = '/casino';
export const slotPath = '/slot';
export const withdrawPath = '/withdraw';
export const chargeHistoryPath = '/charge_history';
export const messagePath = '/message';
export const myWalletPath = '/mywallet';
export const depositPath = '/deposit';
export const customerPath = '/customer';
export const attendancePath = '/attendance';
export const sportsboardPath = '/sportsboard';
export const gameResultsPath = '/game_result';
export const boardsPath = '/board';
export const communityNoticePath = '/community/notice';
export const maintenancePath = '/maintenance';
export const adminPath = '/admin';
export const blankPath = '/blank';
/** The partner area (spec 2): its pages are partner/pages.ts'. */
export const partnersPath = '/partner';
export const partnerPath = '/partner/pt';
/** The recommender area (spec 2: tabs on the light theme): its pages are recommender/pages.ts'. */
export const recommendersPath = '/recommender';
export const recommenderPath = '/recommender/pt';

/** A mini-game's page: 'oddgame/penalty_kick' → '/minigame/oddgame/penalty_kick'. */
export const minigamePath = (game: string) => `${minigamesPath}/${game}`;

/** A board's list: 'notice' → '/board/notice'. */
export const boardPath = (kind: string) => `${boardsPath}/${kind}`;

/** A game-result page: 'sports' → '/game_result/sports'. */
export const gameResultPath = (kind: string) => `${gameResultsPath}/${kind}`;
