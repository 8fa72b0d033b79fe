import { createContext, useContext } from 'react';
import type { GlobalDialogStore } from '@betkit/ui';
import type { SiteRuntime } from './boot';

/** What every container reads: the runtime (mode and api client) and the global dialog queue. */
export interface SiteContextValue extends SiteRuntime {
  /** The site-wide alert/confirm queue (spec: alert and confirm dialogs are global). */
  dialogs: GlobalDialogStore;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site's runtime; throws when a screen renders outside `<SiteProviders>`. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside <SiteProviders>.');
  return value;
}
