import { describe, expect, it } from 'vitest';
import { COMPACT_LOGIN_SPEC_COPY, accountLoginMessages } from './accounts';
import { holdemMessages } from './member-services';
import { joinMessages } from './join';

describe('account copy quotes the spec exactly', () => {
  it('section 5 and 8 strings', () => {
    expect(accountLoginMessages.required).toBe('위 항목을 입력해주세요');
    expect(accountLoginMessages.findFailed).toBe('회원님의 정보를 찾을 수 없습니다. 비회원문의로 상담해주세요.');
    expect(accountLoginMessages.changeFailed).toBe('시스템에 문제가 발생했습니다. 비회원문의를 통해 상담해주세요.');
    expect(accountLoginMessages.changed).toBe('비밀번호를 변경했습니다.');
    expect(COMPACT_LOGIN_SPEC_COPY).toBe('베팅액수를 입력해주세요');
    expect(joinMessages.closed).toBe('현재 회원가입은 종료했습니다');
    expect(holdemMessages.popupBlocked).toBe('팝업이 차단 되었습니다. 팝업 차단을 해제하고 이용 해주세요.');
  });
});
