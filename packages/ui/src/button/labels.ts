import type { Labels } from '../labels';
/** Korean labels of Button. */
export const buttonLabels = {
  /** Announced while a button's action runs. */
  busy: '처리 중',
} as const;

/** Overrides of Button's labels, for its `labels` prop. */
export type ButtonLabels = Labels<typeof buttonLabels>;
