import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import { partnerPath } from '../app/paths';

// This module is all the member's entry names of the area: the layout and each page load in chunks of their own,
// whose files this chunk lists, so the entry lists one file for the whole area.
const PartnerLayout = lazy(() => import('./PartnerLayout'));
const DashboardPage = lazy(() => import('./DashboardPage'));
const RollingPage = lazy(() => import('./RollingPage'));
const MembersPage = lazy(() => import('./MembersPage'));
const ChargesPage = lazy(() => import('./ChargesPage'));
const BetsPage = lazy(() => import('./BetsPage'));
const CasinoBetsPage = lazy(() => import('./CasinoBetsPage'));
const CalcPage = lazy(() => import('./CalcPage'));
const EnquiryPage = lazy(() => import('./EnquiryPage'));
const AnalysisPage = lazy(() => import('./AnalysisPage'));

/** The site's screen error boundary (the error page), handed in so this area shares no module of the entry's own chunk. */
export type ScreenBoundary = ComponentType<{ pathname: string; children: ReactNode }>;

export interface PartnerRoutesProps {
  /** The site's 404 page, for a partner path that names no page. */
  notFound: ReactNode;
  Boundary: ScreenBoundary;
}

/** /partner/* (spec 2: pt, pt_sports … pt_slot, member, deposit, withdraw, bet_history, casino_bet_history, calc, customer, analysis), for partners only (spec 5). */
export default function PartnerRoutes({ notFound, Boundary }: PartnerRoutesProps) {
  return useRoutes([
    {
      element: <PartnerLayout Boundary={Boundary} />,
      children: [
        { index: true, element: <Navigate to={partnerPath} replace /> },
        { path: 'pt', element: <DashboardPage /> },
        // The segment names the game type (pages.ts' rollingPages); each page keys its own list.
        { path: 'pt_sports', element: <RollingPage key="pt_sports" page="pt_sports" /> },
        { path: 'pt_mini', element: <RollingPage key="pt_mini" page="pt_mini" /> },
        { path: 'pt_virtual', element: <RollingPage key="pt_virtual" page="pt_virtual" /> },
        { path: 'pt_casino', element: <RollingPage key="pt_casino" page="pt_casino" /> },
        { path: 'pt_slot', element: <RollingPage key="pt_slot" page="pt_slot" /> },
        { path: 'member', element: <MembersPage /> },
        { path: 'deposit', element: <ChargesPage key="deposit" kind="deposit" /> },
        { path: 'withdraw', element: <ChargesPage key="withdraw" kind="withdraw" /> },
        { path: 'bet_history', element: <BetsPage /> },
        { path: 'casino_bet_history', element: <CasinoBetsPage /> },
        { path: 'calc', element: <CalcPage /> },
        { path: 'customer', element: <EnquiryPage /> },
        { path: 'analysis', element: <AnalysisPage /> },
        { path: '*', element: notFound },
      ],
    },
  ]);
}
