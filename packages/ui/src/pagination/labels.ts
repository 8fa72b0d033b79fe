import type { Labels } from '../labels';

/** Korean labels of Pagination. */
export const paginationLabels = {
  /** The nav landmark's accessible name. */
  // Not in spec: the spec gives no name for the page navigation.
  nav: '페이지 이동',
  first: '처음',
  previous: '이전',
  next: '다음',
  last: '마지막',
} as const;

/** Overrides of Pagination's labels, for its `labels` prop. */
export type PaginationLabels = Labels<typeof paginationLabels>;
