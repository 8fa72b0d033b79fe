import { sessionMessages } from '@betkit/domain';

type Messages = typeof sessionMessages;

/** What the global response interceptor turns a status into (spec section 8; copy from @betkit/domain). */
export type SessionEvent =
  | { type: 'duplicate-login'; status: 555; message: Messages['duplicateLogin'] }
  | { type: 'logged-out'; status: 556; message: Messages['loggedOut'] }
  | { type: 'blocked-ip'; status: 406; message: Messages['blockedIp'] }
  | { type: 'server-error'; status: 500; message: Messages['serverError'] }
  | { type: 'blank-page'; status: 600 };

/** The interceptor's table: each status the spec names and the event the site acts on. */
export const sessionEventByStatus: Readonly<Record<number, SessionEvent>> = {
  555: { type: 'duplicate-login', status: 555, message: sessionMessages.duplicateLogin },
  556: { type: 'logged-out', status: 556, message: sessionMessages.loggedOut },
  406: { type: 'blocked-ip', status: 406, message: sessionMessages.blockedIp },
  500: { type: 'server-error', status: 500, message: sessionMessages.serverError },
  600: { type: 'blank-page', status: 600 },
};

/** True for events that end the session (everything but 600, which only navigates). */
export function endsSession(event: SessionEvent): boolean {
  return event.type !== 'blank-page';
}

/** True for events after which the site shows a blank page (406 and 600). */
export function leadsToBlankPage(event: SessionEvent): boolean {
  return event.type === 'blocked-ip' || event.type === 'blank-page';
}

/**
 * True for a failure of the server itself: a 5xx answer the interceptor does not act on (502, 503 …; 500
 * logs out instead). A screen whose first load meets one shows the error page with that status.
 */
export function isServerFault(error: unknown): error is { status: number; message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return typeof status === 'number' && status >= 501 && status <= 599 && sessionEventByStatus[status] === undefined && typeof message === 'string';
}
