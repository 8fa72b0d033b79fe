import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { GlobalDialogHost, ThemeRoot, createGlobalDialogStore } from '@betkit/ui';
import type { SiteRuntime } from './boot';
import { SiteContext } from './runtime';

export interface SiteProvidersProps {
  /** The booted runtime. */
  runtime: SiteRuntime;
  /** The routed screens. */
  children: ReactNode;
}

/** Theme, data fetching and the global dialogs, shared by every screen of the site. */
export function SiteProviders({ runtime, children }: SiteProvidersProps) {
  const [dialogs] = useState(createGlobalDialogStore);
  return (
    <SiteContext.Provider value={{ ...runtime, dialogs }}>
      <SWRConfig value={{ fetcher: (path: string) => runtime.client.request('GET', path) }}>
        <ThemeRoot theme="dark">
          {children}
          <GlobalDialogHost store={dialogs} />
        </ThemeRoot>
      </SWRConfig>
    </SiteContext.Provider>
  );
}
