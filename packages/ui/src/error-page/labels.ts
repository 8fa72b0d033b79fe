// Not in spec: the spec says the error page has "a link back to the top page"; its wording is not given.
import type { Labels } from '../labels';
/** Korean labels of ErrorPage. The headings come from the domain (`errorPageContent`). */
export const errorPageLabels = {
  /** The link back to the top page. */
  home: '홈으로 돌아가기',
  /** Read before the status code ('오류 코드 404'). */
  statusCode: '오류 코드',
} as const;

/** Overrides of ErrorPage's labels, for its `labels` prop. */
export type ErrorPageLabels = Labels<typeof errorPageLabels>;
