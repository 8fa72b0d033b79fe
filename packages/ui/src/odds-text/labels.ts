import type { Labels } from '../labels';
/** Korean labels of OddsText, read by screen readers where a price changed. */
export const oddsTextLabels = {
  previous: '이전 배당',
  current: '변경 배당',
} as const;

/** Overrides of OddsText's labels, for its `labels` prop. */
export type OddsTextLabels = Labels<typeof oddsTextLabels>;
