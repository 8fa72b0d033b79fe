// Korean labels of BalanceStrip (site-and-member-services.md section 2: "Balance strip: money, points, comp,
// with conversion buttons for points and comp"). The balance names are the member panel's.
import type { Labels } from '../labels';

/** Visible labels and accessible names of the strip. */
export const balanceStripLabels = {
  /** The strip's accessible name. */
  strip: '보유 잔액',
  // Not in spec: the balance names (the same words as the member panel).
  money: '보유머니',
  point: '포인트',
  comp: '콤프',
  /** The conversion buttons' group. */
  conversions: '전환',
  // Not in spec: the conversion buttons' words.
  convertPoint: '포인트전환',
  convertComp: '콤프전환',
} as const;

/** Overrides of BalanceStrip's labels, for its `labels` prop. */
export type BalanceStripLabels = Labels<typeof balanceStripLabels>;
