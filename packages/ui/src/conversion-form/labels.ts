// Korean labels of ConversionForm (site-and-member-services.md sections 2, 5 and 8). The rule messages and the
// success and failure texts are @betkit/domain's (`conversionMessages`).
import { formatWon, type ConversionKind } from '@betkit/domain';
import type { Labels } from '../labels';

/** Visible labels of the form. */
export const conversionFormLabels = {
  /** The form's accessible name and its button, per kind. */
  // Not in spec: the words of the point and comp conversion forms.
  pointForm: '포인트 전환',
  compForm: '콤프 전환',
  /** The amount field's label, per kind. */
  pointAmount: '전환할 포인트',
  compAmount: '전환할 콤프',
  /** The amount's unit after the value, per kind. */
  pointUnit: 'P',
  compUnit: 'C',
} as const;

/** Overrides of ConversionForm's labels, for its `labels` prop. */
export type ConversionFormLabels = Labels<typeof conversionFormLabels>;

// Not in spec: the hint under the field.
/** The hint under the amount: '보유 포인트 12,500 · 최소 5,000'. */
export function conversionHint(kind: ConversionKind, held: number, minimum: number): string {
  const name = kind === 'point' ? '포인트' : '콤프';
  return `보유 ${name} ${formatWon(held, 'none')} · 최소 ${formatWon(minimum, 'none')}`;
}
