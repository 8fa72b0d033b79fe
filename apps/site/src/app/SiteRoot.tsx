import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SlipsProvider } from '../betting/SlipsProvider';
import { SessionProvider } from '../session/SessionProvider';
import { useFontSwapOnNavigation } from './siteFonts';

/** Session and slips need the router (navigation on logout, the route's bet style), so they sit in the root route. */
export function SiteRoot({ children }: { children?: ReactNode }) {
  useFontSwapOnNavigation();
  return (
    <SessionProvider>
      <SlipsProvider>{children ?? <Outlet />}</SlipsProvider>
    </SessionProvider>
  );
}
