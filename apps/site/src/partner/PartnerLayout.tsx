import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { contractPercentBasisPoints, formatBasisPoints } from '@betkit/domain';
import { Button, LoadState, NavTabs, useIsMobile } from '@betkit/ui';
import { homePath } from '../app/paths';
import { useReloadingLogout } from '../app/reloadingLogout';
import { RequirePartner } from '../app/RequirePartner';
import { renderRouterLink } from '../app/routerLinks';
import { useSession } from '../app/session';
import { SiteGuards } from '../app/siteGuards';
import { partnerLabels } from './labels';
import type { ScreenBoundary } from './PartnerRoutes';
import * as styles from './PartnerLayout.css';
import { partnerPagePath, partnerPages, partnerPageTitles } from './pages';

/** The partner's frame around the routed page, with the guards of spec 4 (maintenance, admin, unread messages). */
function PartnerFrameView({ Boundary }: { Boundary: ScreenBoundary }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const logOut = useReloadingLogout();
  const mobile = useIsMobile();
  return (
    <>
      <header className={styles.bar}>
        <Link to={homePath} className={styles.link}>
          {partnerLabels.backToSite}
        </Link>
        <div className={styles.who}>
          <span>{user?.nickname}</span>
          <span>{partnerLabels.contractPercent(formatBasisPoints(contractPercentBasisPoints(user)))}</span>
          <Button size="sm" variant="secondary" onClick={() => void logOut()}>
            {partnerLabels.logout}
          </Button>
        </div>
      </header>
      <NavTabs
        label={partnerLabels.menu}
        variant="pill"
        items={partnerPages.map((page) => ({ key: page, href: partnerPagePath(page), label: partnerPageTitles[page], current: pathname === partnerPagePath(page) }))}
        renderLink={renderRouterLink}
      />
      <main className={styles.page} aria-label={partnerLabels.main}>
        <Boundary pathname={pathname}>
          <Suspense fallback={<LoadState state="loading" layout="list" message={partnerLabels.loading} />}>
            <Outlet />
            <SiteGuards mobile={mobile} />
          </Suspense>
        </Boundary>
      </main>
    </>
  );
}

/**
 * The partner layout (spec 2: "side menu, the partner's nickname and contract percent(s), a link back to the site,
 * logout"), in place of the member frame: no slip (spec 2 hides it on partner routes), no member column; for partners
 * only (spec 5), so nothing of the area renders or reads for anyone else.
 */
export default function PartnerLayout({ Boundary }: { Boundary: ScreenBoundary }) {
  return (
    <RequirePartner>
      <PartnerFrameView Boundary={Boundary} />
    </RequirePartner>
  );
}
