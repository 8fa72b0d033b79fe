// The one shape of the site's client-side state: a value under a key of browser storage (or in memory only), read
// through a parser, the same object while its text is unchanged (useSyncExternalStore needs that), with subscribers.

/** A value kept by the site between renders (and, with a storage, between loads). */
export interface Store<T> {
  /** The value now; the same object until it changes. */
  get(): T;
  /** Keeps the value and tells the subscribers; a storage that refuses it (private mode, full) keeps it for this page. */
  set(value: T): void;
  /** Calls `listener` on every change (another tab's too, for a stored value); answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Where and how a value is kept. */
export interface StoreOptions<T> {
  /** localStorage or sessionStorage; none (or unavailable) keeps the value in memory only. */
  storage?: Storage;
  /** The storage key. */
  key?: string;
  /** The value of the stored text (null when absent); junk reads as the empty value, never a throw. */
  parse: (text: string | null) => T;
  /** The text to store; null removes the key (by default JSON, and a null value removes it). */
  serialize?: (value: T) => string | null;
}

const toJson = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** A store over `options.storage[options.key]`, or in memory when there is no storage. */
export function createStore<T>({ storage, key = '', parse, serialize = toJson }: StoreOptions<T>): Store<T> {
  const listeners = new Set<() => void>();
  const readText = (): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  let text = readText();
  let value = parse(text);
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get() {
      const now = readText();
      if (now !== text) {
        text = now;
        value = parse(now);
      }
      return value;
    },
    set(next) {
      const out = serialize(next);
      try {
        if (out === null) storage?.removeItem(key);
        else storage?.setItem(key, out);
      } catch {
        // Refused: the value holds until the page is left (get() keeps it while the stored text is unchanged).
      }
      value = next;
      text = readText();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === storage && (event.key === key || event.key === null)) listener();
      };
      if (storage && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** A Storage over a map, and the map: unit tests, and stories that must not share the browser's. */
export function memoryStorage(): { memory: Map<string, string>; storage: Storage } {
  const memory = new Map<string, string>();
  const storage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  } as Storage;
  return { memory, storage };
}

/** The browser's localStorage or sessionStorage, or undefined where it is blocked. */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}

/** JSON text as a value, or `empty` when it is missing, junk or `valid` refuses it. */
export function parseJson<T>(text: string | null, empty: T, valid: (parsed: unknown) => boolean = () => true): T {
  if (text === null) return empty;
  try {
    const parsed: unknown = JSON.parse(text);
    return valid(parsed) ? (parsed as T) : empty;
  } catch {
    return empty;
  }
}
