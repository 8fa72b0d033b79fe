import { WON_SIGN, type QuickAddButton } from '@betkit/domain';
import type { Labels } from '../labels';

/** Korean labels of AmountField and QuickAddButtons. */
export const amountFieldLabels = {
  /** The field's visible label. */
  label: '베팅금액',
  /** The suffix after the amount (spec: the won sign as suffix), the domain's sign. */
  suffix: WON_SIGN,
  // Not in spec: a hint in the empty field.
  placeholder: '0',
  /** Accessible name of the quick-add group. */
  quickAddGroup: '빠른 금액 입력',
} as const;

/** Overrides of AmountField's labels, for its `labels` prop. */
export type AmountFieldLabels = Labels<typeof amountFieldLabels>;

/** The quick-add buttons' labels in Korean: 5천 … 100만, 하프 (half the balance), 최대 (MAX), 정정 (clear). */
export const quickAddLabels: Readonly<Record<QuickAddButton, string>> = {
  5000: '5천',
  10000: '1만',
  50000: '5만',
  100000: '10만',
  500000: '50만',
  1000000: '100만',
  HALF: '하프',
  MAX: '최대',
  CLEAR: '정정',
};

/** Overrides of QuickAddButtons' labels, for its `labels` prop. */
export type QuickAddLabels = Labels<typeof quickAddLabels>;
