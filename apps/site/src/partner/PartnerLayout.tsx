import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { contractPercent, contractPercentBasisPoints } from '@betkit/domain';
import { LoadState, PartnerFrame, partnerMenuItems, useIsMobile } from '@betkit/ui';
import { homePath, partnersPath } from '../app/paths';
import { useReloadingLogout } from '../app/reloadingLogout';
import { RequirePartner } from '../app/RequirePartner';
import { renderRouterLink } from '../app/routerLinks';
import { useSession } from '../app/session';
import { SiteGuards } from '../app/siteGuards';
import { partnerLabels } from './labels';
import { partnerPageOf } from './pages';
import type { ScreenBoundary } from './PartnerRoutes';

/** The partner's frame around the routed page, with the guards of spec 4 (maintenance, admin, unread messages). */
function PartnerFrameView({ Boundary }: { Boundary: ScreenBoundary }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const logOut = useReloadingLogout();
  const mobile = useIsMobile();
  return (
    <PartnerFrame
      nickname={user?.nickname ?? ''}
      // Spec 2: the first non-empty of the level 3, 2 and 1 management target percents; none set shows as such.
      contractPercentBp={contractPercent(user) === null ? undefined : contractPercentBasisPoints(user)}
      items={partnerMenuItems(partnerPageOf(pathname), partnersPath)}
      renderLink={renderRouterLink}
      siteHref={homePath}
      onLogout={() => void logOut()}
    >
      <Boundary pathname={pathname}>
        <Suspense fallback={<LoadState state="loading" layout="list" message={partnerLabels.loading} />}>
          <Outlet />
          <SiteGuards mobile={mobile} />
        </Suspense>
      </Boundary>
    </PartnerFrame>
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
