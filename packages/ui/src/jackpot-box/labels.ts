// Not in spec: the box's words (the spec: "Jackpot box showing the jackpot value").
import type { Labels } from '../labels';

/** Korean labels of JackpotBox. */
export const jackpotBoxLabels = {
  title: '잭팟',
  /** Shown while the value is not known yet. */
  loading: '잭팟 금액을 불러오는 중입니다.',
} as const;

/** Overrides of JackpotBox's labels. */
export type JackpotBoxLabels = Labels<typeof jackpotBoxLabels>;
