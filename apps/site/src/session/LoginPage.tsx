import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginPath, LOGIN_REDIRECT_QUERY } from '@betkit/domain';
import { LoggedOutPanel } from '@betkit/ui';
import { useGuestPanelActions, useSession } from '../app/session';
import * as styles from '../app/gate.css';
import { loginPageLabels } from './labels';
import { safeRedirect } from './redirect';

/**
 * /login?title=…&redirect=… and /auth/login?redirect=… (the partner guard's): the login form on its own page.
 * A logged-in user goes on at once, unless the guard would send them straight back (a member asking for a partner page).
 */
export default function LoginPage() {
  const { user } = useSession();
  const guestActions = useGuestPanelActions();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = user ? afterLoginPath(user, safeRedirect(params.get(LOGIN_REDIRECT_QUERY))) : null;
  useEffect(() => {
    if (next !== null) navigate(next, { replace: true });
  }, [next, navigate]);
  return (
    // A plain block, not a second landmark: the form inside is already the '로그인' region.
    <div className={styles.gate}>
      <h1 id="login-title" className={styles.gateTitle}>
        {params.get('title') || loginPageLabels.title}
      </h1>
      {user ? <p className={styles.gateNote}>{loginPageLabels.partnerOnly}</p> : null}
      <LoggedOutPanel {...guestActions} variant="mobile" />
    </div>
  );
}
