export { DepositForm } from './DepositForm';
export type { DepositAccount, DepositBonusOption, DepositFormProps, DepositSubmission } from './DepositForm';
export { DepositPanel, depositPanelTabs } from './DepositPanel';
export type { DepositPanelProps, DepositPanelTab } from './DepositPanel';
export { bonusConfirmText, depositFormLabels, quickAddLabel } from './labels';
export type { DepositFormLabels } from './labels';
