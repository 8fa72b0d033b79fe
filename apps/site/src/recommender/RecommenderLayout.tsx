import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { canOpenRecommenderPages, partnerLoginPath } from '@betkit/domain';
import { LoadState, RecommenderTabs, useIsMobile } from '@betkit/ui';
import { homePath } from '../app/paths';
import { useReloadingLogout } from '../app/reloadingLogout';
import { renderRouterLink } from '../app/routerLinks';
import { useSession } from '../app/session';
import { SiteGuards } from '../app/siteGuards';
import type { ScreenBoundary } from './RecommenderRoutes';
import { recommenderLabels } from './labels';
import { recommenderPageOf } from './pages';

/**
 * The area's guard (the domain's canOpenRecommenderPages, Not in spec): anyone else goes to /auth/login, asked to
 * return here, and nothing of the area renders or reads. A member the server refuses is sent on by the pages (RecommenderRead).
 */
function RequireRecommender({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (canOpenRecommenderPages(user)) return children;
  return <Navigate to={partnerLoginPath(`${pathname}${search}`)} replace />;
}

/** The tabs on the light theme around the routed tab, with the site's guards (spec 4: maintenance, admin, unread messages). */
function RecommenderFrame({ Boundary }: { Boundary: ScreenBoundary }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const logOut = useReloadingLogout();
  const mobile = useIsMobile();
  return (
    <RecommenderTabs current={recommenderPageOf(pathname) ?? 'pt'} nickname={user?.nickname} renderLink={renderRouterLink} siteHref={homePath} onLogout={() => void logOut()}>
      <Boundary pathname={pathname}>
        <Suspense fallback={<LoadState state="loading" layout="list" message={recommenderLabels.loading} />}>
          <Outlet />
          <SiteGuards mobile={mobile} />
        </Suspense>
      </Boundary>
    </RecommenderTabs>
  );
}

/** The recommender area (spec 2: losing settlement, members, deposits, withdrawals, settlement log as tabs on the light theme). */
export default function RecommenderLayout({ Boundary }: { Boundary: ScreenBoundary }) {
  return (
    <RequireRecommender>
      <RecommenderFrame Boundary={Boundary} />
    </RequireRecommender>
  );
}
