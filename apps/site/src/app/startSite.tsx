// The site's styles first: their order is the cascade's.
import '@betkit/ui/theme';
import '@betkit/ui/globals.css';
import './firstPaint.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { SiteRuntime } from './boot';
import type { FirstReads } from './firstScreenLoads';
import { preloadFirstReads, SiteRoutes } from './routes';
import { SiteProviders } from './SiteProviders';
import { loadFontsAfterFirstScreen } from './siteFonts';

/** Renders the site over the runtime config.json decided, handing the first screen's reads (already out) to its hooks. */
export async function startSite(runtime: Promise<SiteRuntime>, firstReads: Promise<FirstReads>): Promise<void> {
  loadFontsAfterFirstScreen();
  const site = await runtime;
  preloadFirstReads(await firstReads);

  // The first render is a transition, which React renders in slices between frames: no long task while the site boots.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <SiteProviders runtime={site}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </SiteProviders>
      </StrictMode>,
    ),
  );
}
