import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { partnerPath } from '../app/paths';

// This module is all the member's entry names of the area: the layout and each page load in chunks of their own,
// whose files this chunk lists, so the entry lists one file for the whole area.
const PartnerLayout = lazy(() => import('./PartnerLayout'));
const DashboardPage = lazy(() => import('./DashboardPage'));

/** The site's screen error boundary (the error page), handed in so this area shares no module of the entry's own chunk. */
export type ScreenBoundary = ComponentType<{ pathname: string; children: ReactNode }>;

export interface PartnerRoutesProps {
  /** The site's 404 page, for a partner path that names no page. */
  notFound: ReactNode;
  Boundary: ScreenBoundary;
}

/** /partner/* (spec 2): the partner's pages in the partner layout, for partners only (spec 5). */
export default function PartnerRoutes({ notFound, Boundary }: PartnerRoutesProps) {
  return (
    <Routes>
      <Route element={<PartnerLayout Boundary={Boundary} />}>
        <Route index element={<Navigate to={partnerPath} replace />} />
        <Route path="pt" element={<DashboardPage />} />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
