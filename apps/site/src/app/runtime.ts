import { createContext, useContext } from 'react';
import type { GlobalDialogStore } from '@betkit/ui';
import type { SiteRuntime } from './boot';
import type { SiteStores } from './stores';

/** What every container reads: the runtime (mode and api client), the global dialog queue and the stores. */
export interface SiteContextValue extends SiteRuntime {
  /** The site-wide alert/confirm queue (spec: alert and confirm dialogs are global). */
  dialogs: GlobalDialogStore;
  /** The client-side state (session, slips, favourites, popup hides, freshness), made by the providers. */
  stores: SiteStores;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site's runtime; throws when a screen renders outside `<SiteProviders>`. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside <SiteProviders>.');
  return value;
}
