// Failure messages of the betting core's error catalogue (betting-core.md section 8). The strings
// live in `./betting`; these helpers only choose between them and the server's text.
import { bettingMessages } from './betting';
import { serverTextOr } from './server-text';

/** Why a delete failed: the server refused ('failed') or the call broke unexpectedly ('unexpected'). */
export type DeleteFailureKind = 'failed' | 'unexpected';

/**
 * The delete failure message: '베팅내역 삭제처리에 실패했습니다.' when the server refused, else
 * '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.' (also for an unknown kind).
 */
export function deleteFailureMessage(kind: DeleteFailureKind): string {
  return kind === 'failed' ? bettingMessages.deleteFailed : bettingMessages.deleteUnexpected;
}

/** The cancel failure message: the server's text, or '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.'. */
export function cancelFailureMessage(serverText: unknown): string {
  return serverTextOr(serverText, bettingMessages.betFailedDefault);
}

/** The mini-game check failure message: the server's text, or '문제가 발생했습니다. 시스템관리자에게 문의해주세요.'. */
export function minigameCheckFailureMessage(serverText: unknown): string {
  return serverTextOr(serverText, bettingMessages.minigameCheckFailed);
}
