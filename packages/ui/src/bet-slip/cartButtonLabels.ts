import type { Labels } from '../labels';

/** Korean labels of the bottom bar's bet cart button. */
export const betCartButtonLabels = {
  label: '베팅카트',
  /** Read after the label: the number of picks. */
  count: (count: number) => `${count}개 선택`,
} as const;

/** Overrides of BetCartButton's labels, for its `labels` prop. */
export type BetCartButtonLabels = Labels<typeof betCartButtonLabels>;
