export { marketLabels, marketLabel, hasMarketLabel } from './markets';
export { leagueLabels, leagueLabel, truncateLeagueName, LEAGUE_NAME_MAX_LENGTH, TRUNCATION_MARK } from './leagues';
export { betNameFamilies, betNameFamily, betNameLabel, betNameWord, betNameWords, DRAW_LABEL } from './bet-names';
export type { BetNameFamily } from './bet-names';
export { sportNames, canonicalSport } from './sports';
export type { SportName } from './sports';
export { normalizeKey } from './normalize';
