import { useSyncExternalStore } from 'react';
import { mobileMedia } from '../theme/media.css';

let mobileQuery: MediaQueryList | undefined;
// One live MediaQueryList for the page: its `matches` follows the viewport, so it is read, never rebuilt.
const query = () => (mobileQuery ??= window.matchMedia(mobileMedia));

function subscribe(onChange: () => void) {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isMobile = () => query().matches;
// Server rendering has no viewport: the desktop layout is the neutral guess.
const isMobileOnServer = () => false;

/** True on the 424 px mobile layout (767 px or narrower); virtual lists size their rows by it. */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, isMobile, isMobileOnServer);
}
