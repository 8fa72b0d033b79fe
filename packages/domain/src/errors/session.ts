// The global response interceptor's catalogue (betting-core.md section 8): what the site does when
// any response carries one of these statuses. The api package detects the status; the site
// performs the action.
import { sessionMessages } from '../messages';

/** The statuses the interceptor acts on. */
export const sessionStatuses = [555, 556, 406, 500, 600] as const;

/** One status the interceptor acts on. */
export type SessionStatus = (typeof sessionStatuses)[number];

/** What the site does for an intercepted status. */
export interface SessionAction {
  /** Log the member out. */
  readonly logout: boolean;
  /** Alert shown to the member, exact spec text. */
  readonly alert?: string;
  /** Leave for a blank page (blocked IP, status 600). */
  readonly navigate?: 'blank';
}

/** The interceptor's action per status. */
export const sessionActions: Readonly<Record<SessionStatus, SessionAction>> = {
  555: { logout: true, alert: sessionMessages.duplicateLogin },
  556: { logout: true, alert: sessionMessages.loggedOut },
  406: { logout: true, alert: sessionMessages.blockedIp, navigate: 'blank' },
  500: { logout: true, alert: sessionMessages.serverError },
  // 600 only leaves the page; the spec names no logout and no alert for it.
  600: { logout: false, navigate: 'blank' },
};

/** Whether a value is a status the interceptor acts on. */
export function isSessionStatus(status: unknown): status is SessionStatus {
  return typeof status === 'number' && (sessionStatuses as readonly number[]).includes(status);
}

/** The interceptor's action for a response status, or undefined when the status needs none. */
export function sessionAction(status: unknown): SessionAction | undefined {
  return isSessionStatus(status) ? sessionActions[status] : undefined;
}
