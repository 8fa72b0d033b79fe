import { useCallback, useSyncExternalStore } from 'react';
import { mobileMedia } from '../theme/media.css';

// One live MediaQueryList per query for the page: its `matches` follows the viewport, so it is read, never rebuilt.
const lists = new Map<string, MediaQueryList>();
const listOf = (query: string) => {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
};

/** Whether the media query matches now; follows the viewport. Server rendering has none: false, the desktop guess. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => listOf(query).matches, () => false);
}

/** Spec: viewports of 767 px or narrower use the 424 px mobile layout; true there, following the viewport. */
export function useIsMobile(): boolean {
  return useMediaQuery(mobileMedia);
}
