import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@betkit/ui/theme';
import '@betkit/ui/globals.css';
import './app/firstPaint.css';
import { bootSite } from './app/boot';
import { preloadFirstReads, preloadFirstScreen, SiteRoutes } from './app/routes';
import { SiteProviders } from './app/SiteProviders';
import { loadFontsAfterFirstScreen } from './app/siteFonts';

preloadFirstScreen(window.location.pathname);
loadFontsAfterFirstScreen();
const runtime = await bootSite();
preloadFirstReads(runtime.client, window.location);

// The first render is a transition, which React renders in slices between frames: no long task while the site boots.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteProviders runtime={runtime}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </SiteProviders>
    </StrictMode>,
  ),
);
