import type { ReactNode } from 'react';
import { shellMessages } from '@betkit/domain';
import { LoggedOutPanel } from '@betkit/ui';
import * as styles from './gate.css';
import { useGuestPanelActions, useSession } from './session';

/** Member-only content: a guest sees '로그인 후 이용 가능합니다' and the login form instead (spec: guests cannot see history). */
export function RequireMember({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const guestActions = useGuestPanelActions();
  if (user) return children;
  return (
    <section className={styles.gate} aria-labelledby="login-required">
      <div role="alert">
        <h1 id="login-required" className={styles.gateTitle}>
          {shellMessages.loginRequired}
        </h1>
      </div>
      <LoggedOutPanel {...guestActions} variant="mobile" />
    </section>
  );
}
