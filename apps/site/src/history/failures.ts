// Which text a failed history call shows (betting-core.md section 8, "Delete failures", "Cancel failures").
import { ApiError, sessionEventByStatus } from '@betkit/api';
import { cancelFailureMessage, deleteFailureMessage, serverTextOr } from '@betkit/domain';

/** True when the global response interceptor already acted on (and alerted) this failure: 555, 556, 406, 500, 600. */
export function handledBySession(error: unknown): boolean {
  return error instanceof ApiError && sessionEventByStatus[error.status] !== undefined;
}

/** A failed call that got no answer at all (network down, timeout). */
const noAnswer = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/** Cancel failed: the server's text, or '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.'. */
export function cancelErrorText(error: unknown): string {
  return cancelFailureMessage(noAnswer(error) ? undefined : (error as ApiError).message);
}

/**
 * Delete failed: the server's text (the api client already falls back to '베팅내역 삭제처리에 실패했습니다.'
 * when it sent none); a call that got no answer is '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.'.
 */
export function deleteErrorText(error: unknown): string {
  if (noAnswer(error)) return deleteFailureMessage('unexpected');
  return serverTextOr((error as ApiError).message, deleteFailureMessage('failed'));
}
