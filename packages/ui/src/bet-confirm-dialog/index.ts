export { BetConfirmDialog } from './BetConfirmDialog';
export type { BetConfirmDialogProps } from './BetConfirmDialog';
export { betConfirmDialogLabels } from './labels';
export type { BetConfirmDialogLabels } from './labels';
