// The site's one home for what a failed call shows (spec section 8): features call these, never a helper of their own.
import { ApiError, messageFromBody, sessionEventByStatus } from '@betkit/api';
import { serverTextOr } from '@betkit/domain';
import type { GlobalDialogStore } from '@betkit/ui';

/** As `unanswered`: the thrown error's own message (a lost connection's is the client's NETWORK_ERROR_MESSAGE). */
export const THROWN_MESSAGE: unique symbol = Symbol('thrown message');

/** How a call site reads a failure, where its spec differs from the plain rule. */
export interface ErrorTextOptions {
  /** What a failure that got no answer (status 0, or not an ApiError) shows: the fallback unless set. */
  readonly unanswered?: string | typeof THROWN_MESSAGE;
  /** Only the server's own words in the answer's body count, not the client's default text for the call. */
  readonly ownWordsOnly?: boolean;
}

/** The server's text for an answered failure (none or a blank one gives the fallback); else `unanswered`. */
export function errorText(error: unknown, fallback: string, { unanswered = fallback, ownWordsOnly = false }: ErrorTextOptions = {}): string {
  if (error instanceof ApiError && error.status !== 0) {
    return ownWordsOnly ? messageFromBody(error.body, fallback) : serverTextOr(error.message, fallback);
  }
  if (unanswered === THROWN_MESSAGE) return serverTextOr(error instanceof Error ? error.message : undefined, fallback);
  return unanswered;
}

/** True when the global response interceptor already acted on (and alerted) this failure: 555, 556, 406, 500, 600. */
export function handledBySession(error: unknown): boolean {
  return error instanceof ApiError && sessionEventByStatus[error.status] !== undefined;
}

/** Alerts a failed action's `errorText`, unless the session already answered the failure with its own alert. */
export function alertFailure(dialogs: Pick<GlobalDialogStore, 'alert'>, error: unknown, fallback: string, options?: ErrorTextOptions): void {
  if (!handledBySession(error)) void dialogs.alert(errorText(error, fallback, options));
}
