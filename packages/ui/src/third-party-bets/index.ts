export { ThirdPartyBetTable } from './ThirdPartyBetTable';
export type { ThirdPartyBetTableProps } from './ThirdPartyBetTable';
export { thirdPartyBetLabels, thirdPartyBetColumnLabels } from './labels';
export type { ThirdPartyBetLabels } from './labels';
export { useRowSelection } from './useRowSelection';
export type { RowSelection } from './useRowSelection';
