import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSessionStatus, sessionAction, sessionStatuses } from './session';

describe('global response interceptor (spec section 8)', () => {
  it('555: logs out with the duplicate-login alert', () => {
    expect(sessionAction(555)).toEqual({ logout: true, alert: '다른기기에서 로그인되어 로그아웃 됩니다.' });
  });

  it('556: logs out with the logged-out alert', () => {
    expect(sessionAction(556)).toEqual({ logout: true, alert: '로그아웃 되었습니다.' });
  });

  it('406: logs out, alerts the blocked IP, and navigates to a blank page', () => {
    expect(sessionAction(406)).toEqual({ logout: true, alert: '차단 당한 IP입니다.', navigate: 'blank' });
  });

  it('500: logs out with the unexpected-problem alert', () => {
    expect(sessionAction(500)).toEqual({ logout: true, alert: '예상치못한 문제가 발생했습니다.' });
  });

  it('600: only navigates to a blank page', () => {
    expect(sessionAction(600)).toEqual({ logout: false, navigate: 'blank' });
  });

  it('needs no action for other statuses or non-numbers', () => {
    expect(sessionStatuses).toEqual([555, 556, 406, 500, 600]);
    for (const status of [200, 401, 404, 501, 557, '555', undefined, null]) expect(sessionAction(status)).toBeUndefined();
  });

  it('acts only on the five statuses, for any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.anything()), (status) => {
        expect(sessionAction(status) !== undefined).toBe(isSessionStatus(status));
      }),
      { numRuns: 1000 },
    );
  });
});
