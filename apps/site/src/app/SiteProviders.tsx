import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeRoot, createGlobalDialogStore, type GlobalDialogStore } from '@betkit/ui';
import type { SiteRuntime } from './boot';
import { SiteContext } from './runtime';
import { createSiteStores, type SiteStores } from './stores';

export interface SiteProvidersProps {
  /** The booted runtime. */
  runtime: SiteRuntime;
  /** The routed screens. */
  children: ReactNode;
  /** The client-side state; fresh ones over the browser's storage when not given (a story or test passes its own). */
  stores?: SiteStores;
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

/** Theme, the global dialogs and the stores (every read names its own fetcher in its area's queries.ts), shared by every screen of the site. */
export function SiteProviders({ runtime, children, stores: given }: SiteProvidersProps) {
  const [dialogs] = useState(createGlobalDialogStore);
  const [stores] = useState(() => given ?? createSiteStores());
  return (
    <SiteContext.Provider value={{ ...runtime, dialogs, stores }}>
      <ThemeRoot theme="dark">
        {children}
        <LazyDialogHost store={dialogs} />
      </ThemeRoot>
    </SiteContext.Provider>
  );
}
