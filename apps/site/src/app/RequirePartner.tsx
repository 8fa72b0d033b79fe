import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canUsePartnerPages, partnerLoginPath } from '@betkit/domain';
import { useSession } from './session';

/**
 * Partner-only content (spec 5: "Partner pages require login, banType 0 and type 1 or 2, else redirect to
 * /auth/login"): anyone else goes to the login page, asked to return here, and nothing of the area renders or reads.
 */
export function RequirePartner({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (canUsePartnerPages(user)) return children;
  return <Navigate to={partnerLoginPath(`${pathname}${search}`)} replace />;
}
