import { describe, expect, it, vi } from 'vitest';
import { ApiError, DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@betkit/api';
import { bettingMessages, cancelFailureMessage, deleteFailureMessage, depositMessages, sessionMessages } from '@betkit/domain';
import { alertFailure, errorText, handledBySession, THROWN_MESSAGE } from './errors';

const fallback = '요청을 처리하지 못했습니다.';
const network = () => new ApiError(0, NETWORK_ERROR_MESSAGE);

describe('errorText', () => {
  it('given a 400 with the server text, shows that text', () => {
    expect(errorText(new ApiError(400, '잔액이 부족합니다.'), fallback)).toBe('잔액이 부족합니다.');
  });

  it('given a 400 without text (blank), shows the fallback', () => {
    expect(errorText(new ApiError(400, ' '), fallback)).toBe(fallback);
    expect(errorText(new ApiError(400, ''), fallback)).toBe(fallback);
  });

  it('given no answer (status 0) or an error that is not an ApiError, shows the fallback', () => {
    expect(errorText(network(), fallback)).toBe(fallback);
    expect(errorText(new TypeError('x'), fallback)).toBe(fallback);
    expect(errorText('nope', fallback)).toBe(fallback);
  });

  it('given no answer and a text of its own for that case, shows that text (delete, deposit)', () => {
    expect(errorText(network(), fallback, { unanswered: NETWORK_ERROR_MESSAGE })).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorText(undefined, fallback, { unanswered: NETWORK_ERROR_MESSAGE })).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorText(new ApiError(400, '거절'), fallback, { unanswered: NETWORK_ERROR_MESSAGE })).toBe('거절');
  });

  it("given a read with THROWN_MESSAGE, shows the thrown error's own text, else the fallback", () => {
    const read = (error: unknown) => errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE });
    expect(read(new ApiError(400, '조회 실패'))).toBe('조회 실패');
    expect(read(network())).toBe(NETWORK_ERROR_MESSAGE);
    expect(read(new TypeError('x'))).toBe('x');
    expect(read(new Error(' '))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(read('nope')).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it("given ownWordsOnly, reads the server's words in the body, not the client's default text", () => {
    const own = (error: unknown) => errorText(error, depositMessages.passwordMismatch, { ownWordsOnly: true, unanswered: NETWORK_ERROR_MESSAGE });
    expect(own(new ApiError(400, DEFAULT_ERROR_MESSAGE, { message: '비밀번호가 다릅니다.' }))).toBe('비밀번호가 다릅니다.');
    expect(own(new ApiError(400, DEFAULT_ERROR_MESSAGE, { message: ['첫째', '둘째'] }))).toBe('첫째');
    expect(own(new ApiError(400, DEFAULT_ERROR_MESSAGE))).toBe(depositMessages.passwordMismatch);
    expect(own(network())).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('given a 500, 555 or 556, shows the session text the client put in the error', () => {
    expect(errorText(new ApiError(500, sessionMessages.serverError), fallback)).toBe(sessionMessages.serverError);
    expect(errorText(new ApiError(556, sessionMessages.loggedOut), fallback)).toBe(sessionMessages.loggedOut);
  });
});

describe('the cancel and delete compositions (betting-core.md section 8)', () => {
  const cancelText = (error: unknown) => errorText(error, cancelFailureMessage(undefined));
  const deleteText = (error: unknown) => errorText(error, deleteFailureMessage('failed'), { unanswered: deleteFailureMessage('unexpected') });

  it('given a cancel refused with text, shows the server text; without an answer, the default message', () => {
    expect(cancelText(new ApiError(400, bettingMessages.cancelWindow))).toBe(bettingMessages.cancelWindow);
    expect(cancelText(network())).toBe(bettingMessages.betFailedDefault);
    expect(cancelText(new TypeError('x'))).toBe(bettingMessages.betFailedDefault);
  });

  it('given a refused delete, shows the server text or 베팅내역 삭제처리에 실패했습니다.; without an answer, the unexpected-error text', () => {
    expect(deleteText(new ApiError(400, '이미 삭제된 내역입니다.'))).toBe('이미 삭제된 내역입니다.');
    expect(deleteText(new ApiError(400, ' '))).toBe(bettingMessages.deleteFailed);
    expect(deleteText(network())).toBe(bettingMessages.deleteUnexpected);
  });
});

describe('handledBySession', () => {
  it('is true for the statuses the global interceptor acts on: 500, 555, 556 (and 406, 600)', () => {
    for (const status of [500, 555, 556, 406, 600]) expect(handledBySession(new ApiError(status, 'x'))).toBe(true);
  });

  it('is false for refusals, other server faults, no answer and errors that are not an ApiError', () => {
    for (const status of [0, 400, 404, 503]) expect(handledBySession(new ApiError(status, 'x'))).toBe(false);
    expect(handledBySession(new Error('x'))).toBe(false);
    expect(handledBySession(undefined)).toBe(false);
  });
});

describe('alertFailure', () => {
  it('alerts the failure text, and nothing for a failure the session already alerted', () => {
    const dialogs = { alert: vi.fn(() => Promise.resolve()) };
    alertFailure(dialogs, new ApiError(400, '거절'), fallback);
    alertFailure(dialogs, network(), fallback, { unanswered: NETWORK_ERROR_MESSAGE });
    alertFailure(dialogs, new ApiError(555, sessionMessages.duplicateLogin), fallback);
    expect(dialogs.alert.mock.calls).toEqual([['거절'], [NETWORK_ERROR_MESSAGE]]);
  });
});
