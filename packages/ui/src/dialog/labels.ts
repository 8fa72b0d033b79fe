import type { Labels } from '../labels';
/** Korean labels of Dialog. */
export const dialogLabels = {
  /** The close control's accessible name. */
  close: '닫기',
} as const;

/** Overrides of Dialog's labels, for its `labels` prop. */
export type DialogLabels = Labels<typeof dialogLabels>;
