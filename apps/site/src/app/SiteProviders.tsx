import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ThemeRoot, createGlobalDialogStore, type GlobalDialogStore } from '@betkit/ui';
import type { SiteRuntime } from './boot';
import { SiteContext } from './runtime';

export interface SiteProvidersProps {
  /** The booted runtime. */
  runtime: SiteRuntime;
  /** The routed screens. */
  children: ReactNode;
}

// The alert/confirm host (radix AlertDialog) loads with the first alert, not with the first screen.
const DialogHost = lazy(() => import('./DialogHost'));

/** Mounts the global dialog host once the queue first holds a request, then keeps it. */
function LazyDialogHost({ store }: { store: GlobalDialogStore }) {
  const [needed, setNeeded] = useState(false);
  const pending = useSyncExternalStore(store.subscribe, () => store.current() !== undefined);
  if (pending && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <DialogHost store={store} />
    </Suspense>
  ) : null;
}

/** Theme, data fetching and the global dialogs, shared by every screen of the site. */
export function SiteProviders({ runtime, children }: SiteProvidersProps) {
  const [dialogs] = useState(createGlobalDialogStore);
  return (
    <SiteContext.Provider value={{ ...runtime, dialogs }}>
      <SWRConfig value={{ fetcher: (path: string) => runtime.client.request('GET', path) }}>
        <ThemeRoot theme="dark">
          {children}
          <LazyDialogHost store={dialogs} />
        </ThemeRoot>
      </SWRConfig>
    </SiteContext.Provider>
  );
}
