import type { Labels } from '../labels';

/** Korean labels of TextField. */
export const textFieldLabels = {
  // Not in spec: announced after the label of a required field's empty input.
  required: '필수',
} as const;

/** Overrides of TextField's labels, for its `labels` prop. */
export type TextFieldLabels = Labels<typeof textFieldLabels>;
