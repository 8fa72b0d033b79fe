import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { JOIN_CODE_QUERY } from '@betkit/domain';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../screens/ErrorPages';
import { SiteRoot } from './SiteRoot';

// Each screen loads in its own chunk. Declarative routes (not the data router) keep ~10 KB of router code
// off the first screen; the layout's Suspense and error boundary cover loading and failed chunks.
const PrematchPage = lazy(() => import('../sports/PrematchPage'));
const InplayPage = lazy(() => import('../sports/InplayPage'));
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

/** /join[?joinCd=…]: the home page with the sign-up dialog open (spec 2: the join flow, its code looked up on load). */
function JoinRoute() {
  const code = new URLSearchParams(useLocation().search).get(JOIN_CODE_QUERY) ?? '';
  return <Navigate to={`/?${new URLSearchParams({ [JOIN_CODE_QUERY]: code }).toString()}`} replace />;
}

/** The site's routes (spec: site-and-member-services.md section 2). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteRoot />}>
        <Route element={<AppLayout />}>
          <Route index element={<PrematchPage />} />
          {/* The last segment picks the bet style: korean, europe or event (betting-core section 2). */}
          <Route path="korean" element={<PrematchPage />} />
          <Route path="europe" element={<PrematchPage />} />
          <Route path="event" element={<PrematchPage />} />
          <Route path="inplay" element={<InplayPage />} />
          <Route path="bet_result" element={<BetResultPage />} />
          <Route path="bet_result/sports" element={<BetResultPage />} />
          <Route path="login" element={<LoginPage />} />
          {/* The partner guard's login page: the same form, returning to the partner page after login. */}
          <Route path="auth/login" element={<LoginPage />} />
          <Route path="logout" element={<LogoutPage />} />
          <Route path="join" element={<JoinRoute />} />
          <Route path="minigame/*" element={<MinigamePage />} />
          <Route path="bet365/*" element={<VirtualPage />} />
          <Route path="casino" element={<ThirdPartyPage />} />
          <Route path="slot" element={<ThirdPartyPage />} />
          <Route path="withdraw" element={<WithdrawPage />} />
          <Route path="charge_history" element={<ChargeHistoryPage />} />
          <Route path="message" element={<MessagePage />} />
          <Route path="mywallet" element={<MyWalletPage />} />
          <Route path="deposit" element={<DepositPage />} />
          <Route path="customer" element={<CustomerPage />} />
          <Route path="attendance" element={<AttendancePage />} />
          <Route path="sportsboard" element={<SportsboardPage />} />
          <Route path="game_result/:kind" element={<GameResultPage notFound={<NotFoundPage />} />} />
          <Route path="board/*" element={<BoardRoutes notFound={<NotFoundPage />} />} />
          <Route path="community/notice/*" element={<CommunityNoticeRoutes notFound={<NotFoundPage />} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {/* Outside the layout: while the site is closed, and for the back-office admin, no menu leads anywhere. */}
        <Route
          path="maintenance"
          element={
            <Suspense fallback={null}>
              <MaintenanceScreen />
            </Suspense>
          }
        />
        <Route
          path="admin/*"
          element={
            <Suspense fallback={null}>
              <AdminScreen />
            </Suspense>
          }
        />
        {/* 406 and 600: the interceptor sends the member to a blank page. */}
        <Route path="blank" element={null} />
      </Route>
    </Routes>
  );
}
