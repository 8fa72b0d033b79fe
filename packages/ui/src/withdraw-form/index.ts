export { WithdrawForm } from './WithdrawForm';
export type { WithdrawFormProps, WithdrawOutcome } from './WithdrawForm';
export { withdrawFormLabels } from './labels';
export type { WithdrawFormLabels } from './labels';
