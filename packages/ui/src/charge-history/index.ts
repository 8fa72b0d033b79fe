export { ChargeHistoryTable } from './ChargeHistoryTable';
export type { ChargeHistoryTableProps } from './ChargeHistoryTable';
export { ChargeHistoryPage } from './ChargeHistoryPage';
export type { ChargeHistoryPageProps, ChargeHistoryTab } from './ChargeHistoryPage';
export { chargeHistoryLabels, chargeHistoryPageLabels } from './labels';
export type { ChargeHistoryLabels, ChargeHistoryPageLabels } from './labels';
