export { ChargeHistoryTable } from './ChargeHistoryTable';
export type { ChargeHistoryTableProps } from './ChargeHistoryTable';
export { chargeHistoryLabels } from './labels';
export type { ChargeHistoryLabels } from './labels';
