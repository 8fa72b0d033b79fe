import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endsSession, leadsToBlankPage, login, logout } from '@betkit/api';
import {
  checkSession,
  isIdleTrackedMember,
  isWithdrawn,
  loginStamp,
  refreshStamp,
  sameId,
  shouldPollMessagesAndEvents,
  type SiteUser,
} from '@betkit/domain';
import type { LoginCredentials } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { SessionContext, type Session } from '../app/session';
import { reportStale } from '../app/freshness';
import type { StoredSession } from '../app/stores';
import { USER_REFRESH_MS, useCardCounts, useMemberRecord, useUnreadCount } from './queries';
import { useVisitorDialogs, type VisitorDialog } from '../visitor/visitorDialogs';
import { homePath, blankPath } from '../app/paths';

const LoginDialog = lazy(() => import('./LoginDialog'));


/** The same alert raised by several failing calls at once shows once. */
const ALERT_REPEAT_MS = 3_000;

/**
 * The member's session: login and logout, the 5-second re-fetch, the 60-minute idle rule, and the global
 * response interceptor's actions (555, 556, 406 and 500 log out with their alerts; 406 and 600 go blank).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { client, dialogs, tokens, now, stores } = useSite();
  const { session: sessionStore, idleStamp, freshness } = stores;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [stored, setStored] = useState<StoredSession | null>(() => sessionStore.get());
  const [loginOpen, setLoginOpen] = useState(false);
  const lastAlert = useRef({ message: '', at: 0 });
  const openAlerts = useRef(new Set<string>());

  const alertOnce = useCallback(
    (message: string) => {
      // Wall-clock time on purpose: the repeat window is about real seconds, not the site's (fixable) clock.
      const at = Date.now();
      if (lastAlert.current.message === message && at - lastAlert.current.at < ALERT_REPEAT_MS) return;
      // A read that keeps failing (SWR's retries) must not stack the same alert while the first is still open.
      if (openAlerts.current.has(message)) return;
      lastAlert.current = { message, at };
      openAlerts.current.add(message);
      void dialogs.alert(message).then(() => openAlerts.current.delete(message));
    },
    [dialogs],
  );

  /** Forgets the session here (spec: clears the stored user, goes to /) and shows why, if there is a why. */
  const endSession = useCallback(
    (message?: string) => {
      tokens.set(null);
      // Spec: logout clears the stored user, and its idle stamp with it.
      sessionStore.set(null);
      idleStamp.set(null);
      setStored(null);
      navigate(homePath);
      if (message) alertOnce(message);
    },
    [tokens, sessionStore, idleStamp, navigate, alertOnce],
  );

  // The global response interceptor: every call's 555/556/406/500/600 lands here.
  useEffect(
    () =>
      client.onSessionEvent((event) => {
        if (endsSession(event) && 'message' in event) endSession(event.message);
        if (leadsToBlankPage(event)) navigate(blankPath, { replace: true });
      }),
    [client, endSession, navigate],
  );

  // A withdrawn member is logged out ('탈퇴되었습니다.'); anyone else is kept for the next load.
  const userQuery = useMemberRecord(stored, (fresh) => {
    // A read answered after a logout (before the re-render) must not write that login back to storage.
    if (!stored || sessionStore.get()?.token !== stored.token) return;
    if (isWithdrawn(fresh)) {
      const verdict = checkSession({ user: fresh, now: now() });
      return endSession(verdict.logout ? verdict.message : undefined);
    }
    sessionStore.set({ token: stored.token, user: fresh });
  });
  // Issue 32: the last counts known stay through a failed or wrong read; never known, they show as unknown, not as 0.
  const cardsQuery = useCardCounts(stored);
  // Spec 4: the back-office admin skips message polling.
  const pollsMessages = stored !== null && shouldPollMessagesAndEvents(stored.user);
  const unreadQuery = useUnreadCount(pollsMessages ? stored : null);
  const liveUser = stored ? (userQuery.data ?? stored.user) : null;
  const userRef = useRef(liveUser);
  useEffect(() => {
    userRef.current = liveUser;
  }, [liveUser]);
  // While a hold is on (a roulette spin), the member is shown as they were when it began; re-reads still land.
  const [held, setHeld] = useState<{ user: SiteUser } | null>(null);
  const user = liveUser && held && sameId(held.user.id, liveUser.id) ? held.user : liveUser;
  useEffect(() => reportStale(freshness, 'member', Boolean(stored && userQuery.error)), [freshness, stored, userQuery.error]);

  // The 60-minute idle rule: checked on each navigation (then the stamp moves on) and every 5 seconds.
  const userId = user?.id;
  const trackIdle = user ? isIdleTrackedMember(user) : false;
  useEffect(() => {
    if (userId === undefined) return;
    const check = () => {
      const verdict = checkSession({ user: userRef.current, stamp: idleStamp.get(), pathname, now: now() });
      if (verdict.logout) endSession(verdict.message);
      return !verdict.logout;
    };
    const onArrival = setTimeout(() => {
      if (check() && trackIdle) idleStamp.set(refreshStamp(now()));
    }, 0);
    const timer = setInterval(check, USER_REFRESH_MS);
    return () => {
      clearTimeout(onArrival);
      clearInterval(timer);
    };
  }, [pathname, userId, trackIdle, endSession, now, idleStamp]);

  const logIn = useCallback(
    async ({ userId, password }: LoginCredentials) => {
      const answer = await login(client, { userId, password });
      tokens.set(answer.token);
      const next = { token: answer.token, user: answer.user };
      sessionStore.set(next);
      // Members of other types are not tracked: no stamp.
      idleStamp.set(loginStamp(answer.user, now()) ?? null);
      setStored(next);
      setLoginOpen(false);
    },
    [client, tokens, now, sessionStore, idleStamp],
  );

  const logOut = useCallback(async () => {
    try {
      await logout(client);
    } catch {
      // The server may already have ended it (556); the site forgets it either way.
    }
    endSession();
  }, [client, endSession]);

  // Spec: closing the login dialog (×, Esc, outside click) resets the form and goes home; logging in closes it in place.
  const onLoginOpenChange = useCallback(
    (open: boolean) => {
      if (open) return;
      setLoginOpen(false);
      navigate(homePath);
    },
    [navigate],
  );

  const requestLogin = useCallback(() => setLoginOpen(true), []);
  const visitor = useVisitorDialogs({ isGuest: stored === null, requestLogin });
  const askVisitor = visitor.ask;
  // Spec 4: login and join dialogs clear the login form when toggled (the login dialog unmounts as it closes).
  const requestVisitorDialog = useCallback(
    (kind: VisitorDialog) => {
      setLoginOpen(false);
      askVisitor(kind);
    },
    [askVisitor],
  );

  const refreshUser = useCallback(async () => {
    await Promise.all([userQuery.mutate(), cardsQuery.mutate()]);
  }, [userQuery, cardsQuery]);

  const holdUser = useCallback(() => {
    const member = userRef.current;
    if (!member) return () => undefined;
    const hold = { user: member };
    setHeld(hold);
    // Only this hold's release ends it: a later hold stays on.
    return () => setHeld((current) => (current === hold ? null : current));
  }, []);

  const session = useMemo<Session>(
    () => ({
      user,
      token: stored?.token ?? null,
      stale: Boolean(userQuery.error),
      cards: cardsQuery.data ?? null,
      unreadCount: unreadQuery.data ?? 0,
      logIn,
      logOut,
      requestLogin,
      requestVisitorDialog,
      refreshUser,
      holdUser,
    }),
    [user, stored?.token, userQuery.error, cardsQuery.data, unreadQuery.data, logIn, logOut, requestLogin, requestVisitorDialog, refreshUser, holdUser],
  );

  return (
    <SessionContext.Provider value={session}>
      {children}
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog open onOpenChange={onLoginOpenChange} onLogin={logIn} onVisitorDialog={requestVisitorDialog} />
        </Suspense>
      ) : null}
      {visitor.dialogs}
    </SessionContext.Provider>
  );
}
