import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
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

/** A lazy screen outside the member frame, which has its own Suspense. */
const outsideFrame = (screen: ReactNode) => <Suspense fallback={null}>{screen}</Suspense>;

/** The site's routes (spec: site-and-member-services.md section 2), as route objects: `<Routes>` children would bring the
 * router's JSX-to-objects code to the first screen. */
const siteRoutes: RouteObject[] = [
  {
    element: <SiteRoot />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <PrematchPage /> },
          // The last segment picks the bet style: korean, europe or event (betting-core section 2).
          { path: koreanPath, element: <PrematchPage /> },
          { path: europePath, element: <PrematchPage /> },
          { path: eventPath, element: <PrematchPage /> },
          { path: inplayPath, element: <InplayPage /> },
          { path: betResultPath, element: <BetResultPage /> },
          { path: `${betResultPath}/sports`, element: <BetResultPage /> },
          { path: loginPath, element: <LoginPage /> },
          // The partner guard's login page: the same form, returning to the partner page after login.
          { path: authLoginPath, element: <LoginPage /> },
          { path: logoutPath, element: <LogoutPage /> },
          { path: joinPath, element: <JoinRoute /> },
          { path: `${minigamesPath}/*`, element: <MinigamePage /> },
          { path: `${virtualPath}/*`, element: <VirtualPage /> },
          { path: casinoPath, element: <ThirdPartyPage /> },
          { path: slotPath, element: <ThirdPartyPage /> },
          { path: withdrawPath, element: <WithdrawPage /> },
          { path: chargeHistoryPath, element: <ChargeHistoryPage /> },
          { path: messagePath, element: <MessagePage /> },
          { path: myWalletPath, element: <MyWalletPage /> },
          { path: depositPath, element: <DepositPage /> },
          { path: customerPath, element: <CustomerPage /> },
          { path: attendancePath, element: <AttendancePage /> },
          { path: sportsboardPath, element: <SportsboardPage /> },
          { path: `${gameResultsPath}/:kind`, element: <GameResultPage notFound={<NotFoundPage />} /> },
          { path: `${boardsPath}/*`, element: <BoardRoutes notFound={<NotFoundPage />} /> },
          { path: `${communityNoticePath}/*`, element: <CommunityNoticeRoutes notFound={<NotFoundPage />} /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Outside the member frame: the partner area draws its own (spec 2: the partner layout, no slip).
      { path: `${partnersPath}/*`, element: outsideFrame(<PartnerRoutes notFound={<NotFoundPage />} Boundary={ScreenErrorBoundary} />) },
      // Outside the member frame too: the recommender area's tabs on the light theme (spec 2).
      { path: `${recommendersPath}/*`, element: outsideFrame(<RecommenderRoutes notFound={<NotFoundPage />} Boundary={ScreenErrorBoundary} />) },
      // Outside the layout: while the site is closed, and for the back-office admin, no menu leads anywhere.
      { path: maintenancePath, element: outsideFrame(<MaintenanceScreen />) },
      { path: `${adminPath}/*`, element: outsideFrame(<AdminScreen />) },
      // 406 and 600: the interceptor sends the member to a blank page.
      { path: blankPath, element: null },
    ],
  },
];

/** The site's routes. */
export function SiteRoutes() {
  return useRoutes(siteRoutes);
}
