import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelFailureMessage, deleteFailureMessage, minigameCheckFailureMessage } from './failures';

describe('failure messages (spec section 8)', () => {
  it('delete failures', () => {
    expect(deleteFailureMessage('failed')).toBe('베팅내역 삭제처리에 실패했습니다.');
    expect(deleteFailureMessage('unexpected')).toBe('예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.');
  });

  it('cancel failures: the server text, or the default', () => {
    expect(cancelFailureMessage('이미 취소된 베팅입니다.')).toBe('이미 취소된 베팅입니다.');
    expect(cancelFailureMessage('')).toBe('알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.');
    expect(cancelFailureMessage('  ')).toBe('알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.');
    expect(cancelFailureMessage(undefined)).toBe('알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.');
    expect(cancelFailureMessage({ message: 'x' })).toBe('알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.');
  });

  it('mini-game check failures: the server text, or the default', () => {
    expect(minigameCheckFailureMessage('게임 준비중')).toBe('게임 준비중');
    expect(minigameCheckFailureMessage(null)).toBe('문제가 발생했습니다. 시스템관리자에게 문의해주세요.');
  });

  it('always gives a non-blank message', () => {
    fc.assert(
      fc.property(fc.anything(), (text) => {
        expect(cancelFailureMessage(text).trim()).not.toBe('');
        expect(minigameCheckFailureMessage(text).trim()).not.toBe('');
      }),
      { numRuns: 1000 },
    );
  });
});
