export { WithdrawForm } from './WithdrawForm';
export type { WithdrawFormProps, WithdrawOutcome } from './WithdrawForm';
export { WithdrawPanel } from './WithdrawPanel';
export type { WithdrawPanelProps } from './WithdrawPanel';
export { withdrawFormLabels, withdrawPanelLabels } from './labels';
export type { WithdrawFormLabels, WithdrawPanelLabels } from './labels';
