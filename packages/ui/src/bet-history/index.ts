export { BetHistoryTable } from './BetHistoryTable';
export type { BetHistoryTableProps } from './BetHistoryTable';
export { HistorySlipTable } from './HistorySlipTable';
export type { HistorySlipTableProps } from './HistorySlipTable';
export { BetHistoryList, BetHistoryPage } from './BetHistoryPage';
export type { BetHistoryListProps, BetHistoryPageProps } from './BetHistoryPage';
export { betHistoryLabels, betHistoryColumnLabels, betHistoryPageLabels } from './labels';
export type { BetHistoryLabels, BetHistoryPageLabels } from './labels';
