export { LedgerTable } from './LedgerTable';
export type { LedgerColumn, LedgerColumnKind, LedgerPeriodTotal, LedgerSort, LedgerTableProps, SaveFile, SortDirection } from './LedgerTable';
export { ledgerTableLabels } from './labels';
export type { LedgerTableLabels } from './labels';
