import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { JOIN_CODE_QUERY } from '@betkit/domain';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage, ScreenErrorBoundary } from '../screens/ErrorPages';
import {
  homePath, koreanPath, europePath, eventPath, inplayPath, betResultPath, loginPath, authLoginPath, logoutPath,
  joinPath, minigamesPath, virtualPath, casinoPath, slotPath, withdrawPath, chargeHistoryPath, messagePath,
  myWalletPath, depositPath, customerPath, attendancePath, sportsboardPath, gameResultsPath, boardsPath,
  communityNoticePath, maintenancePath, adminPath, blankPath, partnersPath, recommendersPath,
} from './paths';
import { loadInplayPage, loadPrematchPage, type FirstReads } from './firstScreenLoads';
import { SiteRoot } from './SiteRoot';
import { preloadPopups } from '../layout/queries';
import { preloadPrematchBoard } from '../sports/queries';
import { preloadSiteSettings } from '../shell/queries';

// Each screen loads in its own chunk. Declarative routes (not the data router) keep ~10 KB of router code
// off the first screen; the layout's Suspense and error boundary cover loading and failed chunks.
const PrematchPage = lazy(loadPrematchPage);
const InplayPage = lazy(loadInplayPage);

/** Hands the first screen's boot reads (held against unhandled failures by `startFirstReads`) to their hooks: one call each. */
export function preloadFirstReads({ siteSettings, popups, prematchBoard }: FirstReads): void {
  preloadSiteSettings(siteSettings);
  if (popups) preloadPopups(popups);
  if (prematchBoard) preloadPrematchBoard(prematchBoard.query, prematchBoard.page);
}

const BetResultPage = lazy(() => import('../history/BetResultPage'));
const LoginPage = lazy(() => import('../session/LoginPage'));
const LogoutPage = lazy(() => import('../session/LogoutPage'));
const MinigamePage = lazy(() => import('../games/MinigamePage'));
const VirtualPage = lazy(() => import('../games/VirtualPage'));
const ThirdPartyPage = lazy(() => import('../games/ThirdPartyPage'));
const WithdrawPage = lazy(() => import('../money/WithdrawPage'));
const ChargeHistoryPage = lazy(() => import('../money/ChargeHistoryPage'));
const MyWalletPage = lazy(() => import('../money/MyWalletPage'));
const MessagePage = lazy(() => import('../messages/MessagePage'));
const DepositPage = lazy(() => import('../money/DepositPage'));
const CustomerPage = lazy(() => import('../customer/CustomerPage'));
// The boards' seven routes share one chunk, so the entry carries two routes for them, not seven.
const BoardRoutes = lazy(() => import('../boards/BoardRoutes').then(({ BoardRoutes }) => ({ default: BoardRoutes })));
const CommunityNoticeRoutes = lazy(() =>
  import('../boards/BoardRoutes').then(({ CommunityNoticeRoutes }) => ({ default: CommunityNoticeRoutes })),
);
const GameResultPage = lazy(() => import('../history/GameResultPage'));
const AttendancePage = lazy(() => import('../attendance/AttendancePage'));
const SportsboardPage = lazy(() => import('../sports/SportsboardPage'));
const MaintenanceScreen = lazy(() => import('../shell/MaintenanceScreen'));
const AdminScreen = lazy(() => import('../shell/AdminScreen'));
const PartnerRoutes = lazy(() => import('../partner/PartnerRoutes'));
const RecommenderRoutes = lazy(() => import('../recommender/RecommenderRoutes'));

/** /join[?joinCd=…]: the home page with the sign-up dialog open (spec 2: the join flow, its code looked up on load). */
function JoinRoute() {
  const code = new URLSearchParams(useLocation().search).get(JOIN_CODE_QUERY) ?? '';
  return <Navigate to={`${homePath}?${new URLSearchParams({ [JOIN_CODE_QUERY]: code }).toString()}`} replace />;
}

/** The site's routes (spec: site-and-member-services.md section 2). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteRoot />}>
        <Route element={<AppLayout />}>
          <Route index element={<PrematchPage />} />
          {/* The last segment picks the bet style: korean, europe or event (betting-core section 2). */}
          <Route path={koreanPath} element={<PrematchPage />} />
          <Route path={europePath} element={<PrematchPage />} />
          <Route path={eventPath} element={<PrematchPage />} />
          <Route path={inplayPath} element={<InplayPage />} />
          <Route path={betResultPath} element={<BetResultPage />} />
          <Route path={`${betResultPath}/sports`} element={<BetResultPage />} />
          <Route path={loginPath} element={<LoginPage />} />
          {/* The partner guard's login page: the same form, returning to the partner page after login. */}
          <Route path={authLoginPath} element={<LoginPage />} />
          <Route path={logoutPath} element={<LogoutPage />} />
          <Route path={joinPath} element={<JoinRoute />} />
          <Route path={`${minigamesPath}/*`} element={<MinigamePage />} />
          <Route path={`${virtualPath}/*`} element={<VirtualPage />} />
          <Route path={casinoPath} element={<ThirdPartyPage />} />
          <Route path={slotPath} element={<ThirdPartyPage />} />
          <Route path={withdrawPath} element={<WithdrawPage />} />
          <Route path={chargeHistoryPath} element={<ChargeHistoryPage />} />
          <Route path={messagePath} element={<MessagePage />} />
          <Route path={myWalletPath} element={<MyWalletPage />} />
          <Route path={depositPath} element={<DepositPage />} />
          <Route path={customerPath} element={<CustomerPage />} />
          <Route path={attendancePath} element={<AttendancePage />} />
          <Route path={sportsboardPath} element={<SportsboardPage />} />
          <Route path={`${gameResultsPath}/:kind`} element={<GameResultPage notFound={<NotFoundPage />} />} />
          <Route path={`${boardsPath}/*`} element={<BoardRoutes notFound={<NotFoundPage />} />} />
          <Route path={`${communityNoticePath}/*`} element={<CommunityNoticeRoutes notFound={<NotFoundPage />} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {/* Outside the member frame: the partner area draws its own (spec 2: the partner layout, no slip). */}
        <Route
          path={`${partnersPath}/*`}
          element={
            <Suspense fallback={null}>
              <PartnerRoutes notFound={<NotFoundPage />} Boundary={ScreenErrorBoundary} />
            </Suspense>
          }
        />
        {/* Outside the member frame too: the recommender area's tabs on the light theme (spec 2). */}
        <Route
          path={`${recommendersPath}/*`}
          element={
            <Suspense fallback={null}>
              <RecommenderRoutes notFound={<NotFoundPage />} Boundary={ScreenErrorBoundary} />
            </Suspense>
          }
        />
        {/* Outside the layout: while the site is closed, and for the back-office admin, no menu leads anywhere. */}
        <Route
          path={maintenancePath}
          element={
            <Suspense fallback={null}>
              <MaintenanceScreen />
            </Suspense>
          }
        />
        <Route
          path={`${adminPath}/*`}
          element={
            <Suspense fallback={null}>
              <AdminScreen />
            </Suspense>
          }
        />
        {/* 406 and 600: the interceptor sends the member to a blank page. */}
        <Route path={blankPath} element={null} />
      </Route>
    </Routes>
  );
}
