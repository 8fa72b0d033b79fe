export { OddsChangeDialog } from './OddsChangeDialog';
export type { OddsChangeDialogProps } from './OddsChangeDialog';
export { oddsChangeDialogLabels } from './labels';
export type { OddsChangeDialogLabels } from './labels';
export { oddsChangeTotals } from './totals';
export type { OddsChangeTotals } from './totals';
