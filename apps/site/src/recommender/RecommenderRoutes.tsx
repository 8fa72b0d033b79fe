import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import { recommenderPath } from '../app/paths';

// The member's entry names this module alone for the area: the layout and each tab load in chunks of their own.
const RecommenderLayout = lazy(() => import('./RecommenderLayout'));
const LosingPage = lazy(() => import('./LosingPage'));
const MembersPage = lazy(() => import('./MembersPage'));
const ChargesPage = lazy(() => import('./ChargesPage'));
const SettlementsPage = lazy(() => import('./SettlementsPage'));

/** The site's screen error boundary, handed in so this area shares no module of the entry's own chunk. */
export type ScreenBoundary = ComponentType<{ pathname: string; children: ReactNode }>;

export interface RecommenderRoutesProps {
  /** The site's 404 page, for a recommender path that names no tab. */
  notFound: ReactNode;
  Boundary: ScreenBoundary;
}

/** /recommender/* (spec 2): the five tabs. */
export default function RecommenderRoutes({ notFound, Boundary }: RecommenderRoutesProps) {
  return useRoutes([
    {
      element: <RecommenderLayout Boundary={Boundary} />,
      children: [
        { index: true, element: <Navigate to={recommenderPath} replace /> },
        { path: 'pt', element: <LosingPage /> },
        { path: 'member', element: <MembersPage /> },
        { path: 'deposit', element: <ChargesPage kind="deposit" /> },
        { path: 'withdraw', element: <ChargesPage kind="withdraw" /> },
        { path: 'calc', element: <SettlementsPage /> },
        { path: '*', element: notFound },
      ],
    },
  ]);
}
