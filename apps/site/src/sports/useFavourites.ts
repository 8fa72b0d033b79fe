// The member's favourite fixtures, kept in this browser (spec: the sports list state has favorites;
// where they live is not shown). One store for every board, so a star toggled anywhere shows everywhere.
import { useCallback, useSyncExternalStore } from 'react';

/** Not in spec: the local storage key of the favourite fixture ids. */
export const FAVOURITES_STORAGE_KEY = 'betkit:favourite-fixtures';

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedIds: ReadonlySet<string> = new Set();

function read(): ReadonlySet<string> {
  let text: string | null = null;
  try {
    text = localStorage.getItem(FAVOURITES_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): no favourites rather than a broken board.
  }
  if (text === cachedText) return cachedIds;
  cachedText = text;
  try {
    const parsed: unknown = text === null ? [] : JSON.parse(text);
    cachedIds = new Set(Array.isArray(parsed) ? parsed.map(String) : []);
  } catch {
    cachedIds = new Set();
  }
  return cachedIds;
}

function write(ids: ReadonlySet<string>) {
  try {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the star still toggles for this visit (read() keeps the cache while the text is unchanged).
    cachedIds = ids;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

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
  const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback((fixtureId: number | string) => {
    const next = new Set(read());
    const key = String(fixtureId);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    write(next);
  }, []);
  return { ids, toggle };
}
