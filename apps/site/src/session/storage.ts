// Where the session lives between page loads: the token and the member in localStorage, the idle stamp beside them.
import type { SiteUser } from '@betkit/domain';

const SESSION_KEY = 'betkit.session';
const IDLE_KEY = 'betkit.idle-expiry';

/** What a login leaves in the browser. */
export interface StoredSession {
  /** The bearer token of the login answer. */
  token: string;
  /** The member as last fetched (shown at once on the next load, then re-fetched). */
  user: SiteUser;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored session, or null when there is none or it is unreadable. */
export function readStoredSession(): StoredSession | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(SESSION_KEY) ?? 'null') as Partial<StoredSession> | null;
    return parsed && typeof parsed.token === 'string' && parsed.user && typeof parsed.user === 'object' ? (parsed as StoredSession) : null;
  } catch {
    return null;
  }
}

/** Keeps the session for the next load. */
export function writeStoredSession(session: StoredSession): void {
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
}

/** Forgets the session and its idle stamp (spec: logout clears the stored user). */
export function clearStoredSession(): void {
  storage()?.removeItem(SESSION_KEY);
  storage()?.removeItem(IDLE_KEY);
}

/** The 60-minute idle expiry stamp ('YYYY-MM-DD HH:mm:ss'), if any. */
export function readIdleStamp(): string | null {
  return storage()?.getItem(IDLE_KEY) ?? null;
}

/** Stores the idle expiry stamp; undefined removes it (members of other types are not tracked). */
export function writeIdleStamp(stamp: string | undefined): void {
  if (stamp === undefined) storage()?.removeItem(IDLE_KEY);
  else storage()?.setItem(IDLE_KEY, stamp);
}
