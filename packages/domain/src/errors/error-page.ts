// The error page (betting-core.md sections 2 and 8): the status code, a heading, and a link home.
import { bettingMessages, serverTextOr } from '../messages';

/** Where the error page's link goes: the top page. */
export const ERROR_PAGE_HOME = '/';

/** What the error page shows. */
export interface ErrorPageContent {
  /** The status code, shown as is. */
  readonly status: number;
  /** The heading: page not found for 404, otherwise 'An error occurred'. */
  readonly heading: string;
  /** The server's message under the heading; absent for 404 or when there is none. */
  readonly detail?: string;
  /** The link's target. */
  readonly href: typeof ERROR_PAGE_HOME;
}

/**
 * The error page for a status: 404 says '페이지를 찾을 수 없습니다.'; any other status says
 * 'An error occurred' (in Korean, `bettingMessages.errorOccurred`) with the message, if non-blank.
 */
export function errorPageContent(status: number, message?: unknown): ErrorPageContent {
  if (status === 404) return { status, heading: bettingMessages.pageNotFound, href: ERROR_PAGE_HOME };
  const detail = serverTextOr(message);
  return {
    status,
    heading: bettingMessages.errorOccurred,
    ...(detail === undefined ? {} : { detail }),
    href: ERROR_PAGE_HOME,
  };
}
