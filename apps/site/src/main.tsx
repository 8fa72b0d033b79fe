import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import '@betkit/ui';
import { bootSite } from './app/boot';
import { routes } from './app/routes';
import { SiteProviders } from './app/SiteProviders';

const runtime = await bootSite();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteProviders runtime={runtime}>
      <RouterProvider router={router} />
    </SiteProviders>
  </StrictMode>,
);
