import { describe, expect, it } from 'vitest';
import * as c from './constants';
import { shellMessages } from '../messages';

describe('shell constants (spec section 9)', () => {
  it('"Session inactivity 60 minutes (type 0). User re-check every 5 seconds. Clock refresh 1 second."', () => {
    expect(c.SESSION_IDLE_MINUTES).toBe(60);
    expect(c.USER_RECHECK_SECONDS).toBe(5);
    expect(c.CLOCK_REFRESH_SECONDS).toBe(1);
  });

  it('"Viewports: mobile 424, desktop 1920, breakpoint 767, notebook 1352 to under 1920."', () => {
    expect(c.MOBILE_LAYOUT_WIDTH_PX).toBe(424);
    expect(c.DESKTOP_LAYOUT_WIDTH_PX).toBe(1920);
    expect(c.MOBILE_BREAKPOINT_PX).toBe(767);
    expect(c.NOTEBOOK_MIN_WIDTH_PX).toBe(1352);
  });

  it('"Marquee scroll 15 seconds."', () => {
    expect(c.MARQUEE_SCROLL_SECONDS).toBe(15);
  });

  it('"Popup hide: 12 hours (today), 5 minutes (close)."', () => {
    expect(c.POPUP_HIDE_TODAY_HOURS).toBe(12);
    expect(c.POPUP_CLOSE_MINUTES).toBe(5);
  });

  it('not in spec: the in-play board polls every 5 seconds, as the member re-check does', () => {
    expect(c.INPLAY_REFRESH_SECONDS).toBe(5);
  });

  it('the test host is a setting, empty by default', () => {
    expect(c.DEFAULT_TEST_HOST).toBe('');
  });
});

describe('shell copy (spec section 8, exact)', () => {
  it('"Withdrawn: "탈퇴되었습니다." Idle: "60분동안 동작이 없었으므로 자동로그아웃 되었습니다. 재로그인 후 사용해주세요.""', () => {
    expect(shellMessages.withdrawn).toBe('탈퇴되었습니다.');
    expect(shellMessages.idleLogout).toBe('60분동안 동작이 없었으므로 자동로그아웃 되었습니다. 재로그인 후 사용해주세요.');
  });

  it('the four notifications', () => {
    expect(shellMessages.newMessage).toBe('새로운 쪽지가 도착했습니다');
    expect(shellMessages.customerReply).toBe('고객센터 답글이 등록되었습니다');
    expect(shellMessages.depositApproved).toBe('입금신청이 승인되었습니다');
    expect(shellMessages.withdrawalApproved).toBe('출금신청이 승인되었습니다');
    expect(shellMessages.loginRequired).toBe('로그인 후 이용 가능합니다');
  });
});
