import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage, RouteErrorPage } from '../screens/ErrorPages';
import { SiteRoot } from './SiteRoot';

type PageModule = { default: React.ComponentType };

/** A route whose screen loads in its own chunk. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const prematch = page(() => import('../sports/PrematchPage'));
const history = page(() => import('../history/BetResultPage'));
const thirdParty = page(() => import('../games/ThirdPartyPage'));

/** The site's routes (spec: site-and-member-services.md section 2). */
export const routes: RouteObject[] = [
  {
    element: <SiteRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, ...prematch },
          { path: 'europe', ...prematch },
          { path: 'inplay', ...page(() => import('../sports/InplayPage')) },
          { path: 'bet_result', ...history },
          { path: 'bet_result/sports', ...history },
          { path: 'login', ...page(() => import('../session/LoginPage')) },
          { path: 'minigame/*', ...page(() => import('../games/MinigamePage')) },
          { path: 'bet365/*', ...page(() => import('../games/VirtualPage')) },
          { path: 'casino', ...thirdParty },
          { path: 'slot', ...thirdParty },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // 406 and 600: the interceptor sends the member to a blank page.
      { path: 'blank', element: null },
    ],
  },
];
