export { BetHistoryDialog } from './BetHistoryDialog';
export type { BetHistoryDialogProps } from './BetHistoryDialog';
export { betHistoryDialogLabels } from './labels';
export type { BetHistoryDialogLabels } from './labels';
export { betHistoryTabs, tabGameTypes } from './tabs';
export type { BetHistoryTab } from './tabs';
