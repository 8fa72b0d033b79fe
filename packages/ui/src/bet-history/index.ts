export { BetHistoryTable } from './BetHistoryTable';
export type { BetHistoryTableProps } from './BetHistoryTable';
export { HistorySlipTable } from './HistorySlipTable';
export type { HistorySlipTableProps } from './HistorySlipTable';
export { betHistoryLabels, betHistoryColumnLabels } from './labels';
export type { BetHistoryLabels } from './labels';
