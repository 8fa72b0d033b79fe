import type { Labels } from '../labels';
/** Korean labels of LoadState (each screen usually passes its own loading text). */
export const loadStateLabels = {
  // Not in spec: the spec gives no wording for a read in progress or a retry.
  loading: '불러오는 중입니다.',
  retry: '다시 시도',
} as const;

/** Overrides of the words (the one labels convention, ../labels). */
export type LoadStateLabels = Labels<typeof loadStateLabels>;
