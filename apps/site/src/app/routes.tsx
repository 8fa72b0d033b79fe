import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { HomePage } from '../screens/HomePage';
import { NotFoundPage } from '../screens/NotFoundPage';

/** The site's routes; screens join them issue by issue. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
