import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@betkit/ui/theme';
import '@betkit/ui/globals.css';
// The ui theme imports Pretendard too, but Vite 8 drops @font-face rules that reach the build only through a package's side-effect import; the entry keeps them.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { bootSite } from './app/boot';
import { preloadFirstScreen, SiteRoutes } from './app/routes';
import { SiteProviders } from './app/SiteProviders';

preloadFirstScreen(window.location.pathname);
const runtime = await bootSite();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SiteProviders runtime={runtime}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteProviders>
  </StrictMode>,
);
