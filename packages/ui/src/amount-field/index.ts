export { AmountField } from './AmountField';
export type { AmountFieldProps } from './AmountField';
export { QuickAddButtons } from './QuickAddButtons';
export type { QuickAddButtonsProps } from './QuickAddButtons';
export { useAmountField } from './useAmountField';
export type { AmountFieldState, UseAmountFieldOptions } from './useAmountField';
// A published name of @betkit/ui; the rule lives in @betkit/domain.
export { formatAmountText } from '@betkit/domain';
export { amountFieldLabels, quickAddLabels } from './labels';
export type { AmountFieldLabels, QuickAddLabels } from './labels';
