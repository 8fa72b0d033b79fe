import { DEFAULT_ERROR_MESSAGE } from '@betkit/api';
import { errorTextOr } from '@betkit/domain';

/** A screen's read failed: the server's text, or the client's default when it sent none (every list and board). */
export function loadErrorText(error: unknown): string {
  return errorTextOr(error, DEFAULT_ERROR_MESSAGE);
}
