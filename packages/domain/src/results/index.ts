// The game-result and live-score pages' rules and words: a settled game's tab, names and order, and the score feed's
// period and status names.
export { GAME_RESULT_KINDS, gameResultKind, gameResultNames, gameResultRows, gameResultsNewestFirst, isGameResultKind } from './results';
export type { GameResultKind } from './results';
export { gameStatusLabels, gameStatusLabel } from './game-status';
export type { StatusTable } from './game-status';
export { periodUnits, periodUnit, periodLabel } from './periods';
export type { PeriodUnit } from './periods';
export { sportLabels, sportLabel } from './sport-names';
