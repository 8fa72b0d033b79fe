import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoggedOutPanel } from '@betkit/ui';
import { useGuestPanelActions, useSession } from './context';
import * as styles from './session.css';
import { loginPageLabels } from './labels';
import { safeRedirect } from './redirect';

/** /login?title=…&redirect=…: the login form on its own page; a member is sent on at once. */
export default function LoginPage() {
  const { user } = useSession();
  const guestActions = useGuestPanelActions();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  useEffect(() => {
    if (user) navigate(redirect, { replace: true });
  }, [user, redirect, navigate]);
  return (
    // A plain block, not a second landmark: the form inside is already the '로그인' region.
    <div className={styles.gate}>
      <h1 id="login-title" className={styles.gateTitle}>
        {params.get('title') || loginPageLabels.title}
      </h1>
      <LoggedOutPanel {...guestActions} variant="mobile" />
    </div>
  );
}
