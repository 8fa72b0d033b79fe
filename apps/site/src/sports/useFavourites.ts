// The member's favourite fixtures, kept in this browser (app/stores.ts). One store for every board, so a star
// toggled anywhere shows everywhere (another tab's too).
import { useCallback, useSyncExternalStore } from 'react';
import { useSite } from '../app/runtime';

const EMPTY: ReadonlySet<string> = new Set();

/** The member's favourite fixtures. */
export interface Favourites {
  /** Favourite fixture ids, as text. */
  ids: ReadonlySet<string>;
  /** Stars or unstars a fixture. */
  toggle: (fixtureId: number | string) => void;
}

/** Favourite fixture ids and a toggle. */
export function useFavourites(): Favourites {
  const { favourites } = useSite().stores;
  const ids = useSyncExternalStore(favourites.subscribe, favourites.get, () => EMPTY);
  const toggle = useCallback(
    (fixtureId: number | string) => {
      const next = new Set(favourites.get());
      const key = String(fixtureId);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      favourites.set(next);
    },
    [favourites],
  );
  return { ids, toggle };
}
