import { lazy, Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { showsPrematchSlip, viewportRedirect } from '@betkit/domain';
import { Button, MoneyText } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { StaleNotice } from '../betting/StaleNotice';
import { ScreenErrorBoundary } from '../screens/ErrorPages';
import { useSession } from '../session/context';
import * as styles from './AppLayout.css';
import { layoutLabels } from './labels';
import { SeoulClock } from './SeoulClock';
import { useIsMobile } from './useIsMobile';

// Below the top bar everything loads in its own chunk, so the first screen's JavaScript stays small.
const SportTree = lazy(() => import('../sports/SportTree'));
const MemberColumn = lazy(() => import('./MemberColumn'));
const SlipPanel = lazy(() => import('../betting/SlipPanel'));
const MobileSlip = lazy(() => import('../betting/MobileSlip'));
const DemoBackendCard = lazy(() => import('../screens/DemoBackendCard'));

function DemoBadge() {
  const { mode } = useSite();
  return mode === 'demo' ? (
    <span className={styles.demoBadge} title={layoutLabels.demoBadgeHint}>
      {layoutLabels.demoBadge}
    </span>
  ) : null;
}

function Brand() {
  return (
    <Link to="/" className={styles.brand} aria-label={layoutLabels.home}>
      BETKIT
    </Link>
  );
}

/** The routed screen, loading in its own chunk, with failures shown as the error page. */
function Screen() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname}>
      <Suspense fallback={<p className={styles.loading} role="status">{layoutLabels.loading}</p>}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** The foot of every page: the demo backend's card in demo mode. */
function SiteFooter() {
  const { mode } = useSite();
  return (
    <footer className={styles.footer}>
      {mode === 'demo' ? (
        <Suspense fallback={null}>
          <DemoBackendCard />
        </Suspense>
      ) : null}
    </footer>
  );
}

/** Login or the member's money and logout, at the end of the top bar. */
function SessionControls() {
  const { user, requestLogin, logOut } = useSession();
  if (!user) {
    return (
      <Button size="sm" onClick={requestLogin}>
        {layoutLabels.login}
      </Button>
    );
  }
  return (
    <div className={styles.sessionControls}>
      <span className={styles.nickname}>{user.nickname}</span>
      <span className={styles.money}>
        <span className={styles.moneyLabel}>{layoutLabels.money}</span> <MoneyText amount={user.emoney} />
      </span>
      <Button size="sm" variant="secondary" onClick={() => void logOut()}>
        {layoutLabels.logout}
      </Button>
    </div>
  );
}

/** Desktop (768 px and wider): top bar, sport tree, the page, and the member column with the pre-match slip. */
function DesktopFrame() {
  const { pathname } = useLocation();
  return (
    <>
      <header className={styles.header}>
        <Brand />
        <DemoBadge />
        <nav aria-label={layoutLabels.mainMenu} className={styles.tabs}>
          {layoutLabels.tabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={'end' in tab} className={styles.tab}>
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <SeoulClock />
        <SessionControls />
      </header>
      <div className={styles.body}>
        <aside className={styles.sidebar} aria-label={layoutLabels.sidebar}>
          <Suspense fallback={null}>
            <SportTree />
          </Suspense>
        </aside>
        <div className={styles.main}>
          <main aria-label={layoutLabels.main} className={styles.mainArea}>
            <Screen />
          </main>
          <SiteFooter />
        </div>
        <aside className={styles.memberColumn} aria-label={layoutLabels.memberColumn}>
          <Suspense fallback={null}>
            <MemberColumn />
            {showsPrematchSlip(pathname) ? <SlipPanel area="prematch" /> : null}
          </Suspense>
        </aside>
      </div>
    </>
  );
}

/** Mobile (767 px and narrower, laid out at 424 px): header, the page, and the bottom bar with the bet cart. */
function MobileFrame() {
  const { user, requestLogin } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <header className={styles.header}>
        <Brand />
        <DemoBadge />
        <span className={styles.spacer} />
        {user ? (
          <button type="button" className={styles.mobileMoney} onClick={() => navigate('/bet_result')}>
            <span className={styles.moneyLabel}>{layoutLabels.money}</span> <MoneyText amount={user.emoney} />
          </button>
        ) : (
          <Button size="sm" onClick={requestLogin}>
            {layoutLabels.login}
          </Button>
        )}
      </header>
      <main className={styles.mobileMain} aria-label={layoutLabels.main}>
        <StaleNotice />
        <Screen />
      </main>
      <div className={styles.mobileFooter}>
        <SiteFooter />
      </div>
      <nav aria-label={layoutLabels.bottomMenu} className={styles.bottomBar}>
        {layoutLabels.bottomBefore.map((item) => (
          <NavLink key={item.to} to={item.to} end={'end' in item} className={styles.bottomItem}>
            {item.label}
          </NavLink>
        ))}
        <Suspense fallback={<span className={styles.bottomItem} />}>
          <MobileSlip />
        </Suspense>
        {layoutLabels.bottomAfter.map((item) => (
          <NavLink key={item.to} to={item.to} className={styles.bottomItem}>
            {item.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
}

/** Spec: wider than 767 px, '/' and '/europe' without mtpt land on '/europe?…&mtpt={now}'. */
function useDesktopLanding(mobile: boolean) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { now } = useSite();
  useEffect(() => {
    if (mobile) return;
    const target = viewportRedirect({ width: window.innerWidth, pathname, search, now: now() });
    if (target) navigate(target, { replace: true });
  }, [mobile, pathname, search, navigate, now]);
}

/** The frame of every screen: desktop or mobile by the viewport (spec breakpoint 767 px). */
export function AppLayout() {
  const mobile = useIsMobile();
  useDesktopLanding(mobile);
  return mobile ? <MobileFrame /> : <DesktopFrame />;
}
