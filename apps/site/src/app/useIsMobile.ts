import { useSyncExternalStore } from 'react';
import { mobileMedia } from '@betkit/ui';

/** Spec: viewports of 767 px or narrower use the 424 px mobile layout. */
const MOBILE_QUERY = mobileMedia;

function subscribe(listener: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** True on the mobile layout; follows the viewport as it changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches, () => false);
}
