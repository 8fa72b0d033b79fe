import { createContext, useContext } from 'react';
import type { CardCounts, SiteUser } from '@betkit/domain';
import type { LoggedOutPanelProps, LoginCredentials } from '@betkit/ui';
import type { VisitorDialog } from '../visitor/visitorDialogs';

/** The member's session as every container reads it. */
export interface Session {
  /** The logged-in member (re-fetched every 5 seconds), or null for a guest. */
  user: SiteUser | null;
  /** The bearer token, or null for a guest. */
  token: string | null;
  /** True while the last re-fetch of the member failed: money and prices may be out of date. */
  stale: boolean;
  /** Roulette cards held (normal and VIP): the last counts read, or null before any could be read. */
  cards: CardCounts | null;
  /** Unread messages. */
  unreadCount: number;
  /** Logs in; rejects with the message to show under the form. */
  logIn: (credentials: LoginCredentials) => Promise<void>;
  /** Logs out on the server and here, then goes home. */
  logOut: () => Promise<void>;
  /** Opens the login dialog (submit check 1, guests pressing a member-only control). */
  requestLogin: () => void;
  /** Opens a visitor's dialog (sign-up, password recovery, non-member support), closing the login dialog. */
  requestVisitorDialog: (kind: VisitorDialog) => void;
  /** Re-fetches the member now (after a bet, a cancel). */
  refreshUser: () => Promise<void>;
  /**
   * Keeps `user` (the balances shown) as it is now until the returned release is called, while re-reads go on
   * underneath: a roulette prize appears with its result message, not while the wheel turns (spec 4).
   */
  holdUser: () => () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The session; throws outside `<SessionProvider>`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/** A guest's login form with its sign-up, non-member and find-password buttons wired to the visitor dialogs. */
export function useGuestPanelActions(): Pick<LoggedOutPanelProps, 'onLogin' | 'onSignUp' | 'onNonMember' | 'onFindPassword'> {
  const { logIn, requestVisitorDialog } = useSession();
  return {
    onLogin: logIn,
    onSignUp: () => requestVisitorDialog('join'),
    onNonMember: () => requestVisitorDialog('nonMember'),
    onFindPassword: () => requestVisitorDialog('findPassword'),
  };
}
