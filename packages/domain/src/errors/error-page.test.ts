import { describe, expect, it } from 'vitest';
import { bettingMessages } from '../messages';
import { errorPageContent } from './error-page';

describe('error page (spec sections 2 and 8)', () => {
  it('404 says the page was not found, without detail, linking to /', () => {
    expect(errorPageContent(404, 'ignored')).toEqual({ status: 404, heading: '페이지를 찾을 수 없습니다.', href: '/' });
  });

  it('other statuses say "An error occurred" plus the message', () => {
    expect(errorPageContent(500, 'Internal Server Error')).toEqual({
      status: 500,
      heading: bettingMessages.errorOccurred,
      detail: 'Internal Server Error',
      href: '/',
    });
  });

  it('leaves the detail out when the message is missing, blank or not text', () => {
    expect(errorPageContent(503)).toEqual({ status: 503, heading: bettingMessages.errorOccurred, href: '/' });
    expect(errorPageContent(503, '   ')).not.toHaveProperty('detail');
    expect(errorPageContent(503, { error: 1 })).not.toHaveProperty('detail');
  });
});
