export { OddsChangeDialog } from './OddsChangeDialog';
export type { OddsChangeDialogProps } from './OddsChangeDialog';
export { oddsChangeDialogLabels } from './labels';
export type { OddsChangeDialogLabels } from './labels';
// Published names of @betkit/ui; the rule lives in @betkit/domain.
export { oddsChangeTotals } from '@betkit/domain';
export type { OddsChangeTotals } from '@betkit/domain';
