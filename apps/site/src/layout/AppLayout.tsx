import { Link, Outlet } from 'react-router-dom';
import { useSite } from '../app/runtime';
import * as styles from './AppLayout.css';
import { layoutLabels } from './labels';

/** The frame of every screen: header and main area. The sidebars and bottom bar join with the betting slice. */
export function AppLayout() {
  const { mode } = useSite();
  return (
    <>
      <header className={styles.header}>
        <Link to="/" className={styles.brand} aria-label={layoutLabels.home}>
          BETKIT
        </Link>
        {mode === 'demo' ? (
          <span className={styles.demoBadge} title={layoutLabels.demoBadgeHint}>
            {layoutLabels.demoBadge}
          </span>
        ) : null}
      </header>
      <main className={styles.main} aria-label={layoutLabels.main}>
        <Outlet />
      </main>
    </>
  );
}
