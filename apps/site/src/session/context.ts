import { createContext, useContext } from 'react';
import type { CardCounts, SiteUser } from '@betkit/domain';
import type { LoginCredentials } from '@betkit/ui';

/** The member's session as every container reads it. */
export interface Session {
  /** The logged-in member (re-fetched every 5 seconds), or null for a guest. */
  user: SiteUser | null;
  /** The bearer token, or null for a guest. */
  token: string | null;
  /** True while the last re-fetch of the member failed: money and prices may be out of date. */
  stale: boolean;
  /** Roulette cards held (normal and VIP). */
  cards: CardCounts;
  /** Unread messages. */
  unreadCount: number;
  /** Logs in; rejects with the message to show under the form. */
  logIn: (credentials: LoginCredentials) => Promise<void>;
  /** Logs out on the server and here, then goes home. */
  logOut: () => Promise<void>;
  /** Opens the login dialog (submit check 1, guests pressing a member-only control). */
  requestLogin: () => void;
  /** Re-fetches the member now (after a bet, a cancel). */
  refreshUser: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The session; throws outside `<SessionProvider>`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
