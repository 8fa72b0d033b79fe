// Every piece of the site's client-side state, each a Store (storageStore.ts) with its key and format: made once by
// the providers (SiteProviders) and read through useSite().stores, so a test or story injects fresh ones.
import { SLIP_AREAS, type SiteUser, type SlipArea, type SlipSelection } from '@betkit/domain';
import { browserStorage, createStore, parseJson, type Store } from './storageStore';

/** What a login leaves in the browser. */
export interface StoredSession {
  /** The bearer token of the login answer. */
  token: string;
  /** The member as last fetched (shown at once on the next load, then re-fetched). */
  user: SiteUser;
}

/** Where the session lives between loads: the token and the member. */
export const SESSION_KEY = 'betkit.session';
/** The 60-minute idle expiry stamp ('YYYY-MM-DD HH:mm:ss') beside it. */
export const IDLE_KEY = 'betkit.idle-expiry';
/** Where the member's popup hides live between visits, by the popup's position (spec: "Expiries persist in local storage"). */
export const POPUP_HIDES_KEY = 'betkit.popup-hides';
/** Not in spec: the favourite fixture ids (the sports list state has favorites; where they live is not shown). */
export const FAVOURITES_STORAGE_KEY = 'betkit:favourite-fixtures';
/** An area's slip survives a reload in session storage; a placed bet empties it, so it never comes back. */
export const slipKey = (area: SlipArea) => `betkit.slip.${area}`;

/** The site's client-side state. */
export interface SiteStores {
  /** Which live sources (the member's refresh, the odds polling) last failed; in memory only (app/freshness.ts). */
  freshness: Store<ReadonlySet<string>>;
  /** The stored login, or null. */
  session: Store<StoredSession | null>;
  /** The idle expiry stamp, or null (members of other types are not tracked). */
  idleStamp: Store<string | null>;
  /** The popup hides by position, as stored: the popups read them with the domain's readPopupHides (kept off the first route). */
  popupHides: Store<unknown>;
  /** Favourite fixture ids, as text. */
  favourites: Store<ReadonlySet<string>>;
  /** Each area's picks. */
  slips: Record<SlipArea, Store<SlipSelection[]>>;
}

/** The browser storages the stores keep their values in (memory ones in unit tests). */
export interface SiteStorages {
  local?: Storage;
  session?: Storage;
}

const isStoredSession = (parsed: unknown) => {
  const value = parsed as Partial<StoredSession> | null;
  return Boolean(value && typeof value.token === 'string' && value.user && typeof value.user === 'object');
};

/** The stored login alone (the runtime's first token is read before the providers mount). */
export function createSessionStore(storage: Storage | undefined = browserStorage('localStorage')): Store<StoredSession | null> {
  return createStore({ storage, key: SESSION_KEY, parse: (text) => parseJson<StoredSession | null>(text, null, isStoredSession) });
}

/** Fresh stores over the browser's storages (or the given ones). */
export function createSiteStores({ local = browserStorage('localStorage'), session = browserStorage('sessionStorage') }: SiteStorages = {}): SiteStores {
  const asText = (value: string | null) => value;
  return {
    freshness: createStore<ReadonlySet<string>>({ parse: () => new Set() }),
    session: createSessionStore(local),
    idleStamp: createStore({ storage: local, key: IDLE_KEY, parse: asText, serialize: asText }),
    popupHides: createStore<unknown>({ storage: local, key: POPUP_HIDES_KEY, parse: (text) => parseJson<unknown>(text, {}) }),
    favourites: createStore<ReadonlySet<string>>({
      storage: local,
      key: FAVOURITES_STORAGE_KEY,
      parse: (text) => new Set(parseJson<unknown[]>(text, [], Array.isArray).map(String)),
      serialize: (ids) => JSON.stringify([...ids]),
    }),
    slips: Object.fromEntries(
      SLIP_AREAS.map((area) => [
        area,
        createStore<SlipSelection[]>({
          storage: session,
          key: slipKey(area),
          parse: (text) => parseJson<SlipSelection[]>(text, [], Array.isArray),
          serialize: (selections) => (selections.length === 0 ? null : JSON.stringify(selections)),
        }),
      ]),
    ) as Record<SlipArea, Store<SlipSelection[]>>,
  };
}
