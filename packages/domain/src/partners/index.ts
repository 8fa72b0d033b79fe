// The partner and recommender areas' figures: periods, rolling, losing settlement, the settlement ledger, their
// explanations and CSV export.
export { isInPeriod, periodDays, periodInterval, periodProblem, settlementPeriodLabel } from './period';
export type { PeriodInterval, PeriodProblem, SettlementPeriod } from './period';
export { FULL_RATE_BP, applyBasisPoints, formatBasisPoints, percentToBasisPoints } from './rates';
export {
  ROLLING_GAME_TYPES,
  ROLLING_GAME_TYPE_NAMES,
  rollingByDay,
  rollingRatesOf,
  rollingTable,
  settledStakesByType,
  sumRollingDays,
} from './rolling';
export type { RollingByDay, RollingDay, RollingLine, RollingRateUser, RollingRates, RollingStake, RollingTable } from './rolling';
export { LOSING_BASIS_NAMES, losingBase, losingSettlement } from './losing';
export type { LosingBasis, LosingInputs, LosingSettlement } from './losing';
export { explainLosingSettlement, explainRollingLine, explainRollingTable } from './explain';
export { explainSettlement, settlementLedger, settlePeriod } from './settlement';
export type { SettlementFigures, SettlementInput } from './settlement';
export { CSV_BOM, csvCell, csvTotals, toCsv } from './csv';
export type { CsvColumn, CsvNote } from './csv';
export { SHOWN_ID_CHARACTERS, maskMemberId } from './member-id';
