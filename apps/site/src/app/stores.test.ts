import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportStale, untilFresh } from './freshness';
import { memoryStorage } from './storageStore';
import { createSiteStores, type SiteStores } from './stores';

let local: ReturnType<typeof memoryStorage>;
let session: ReturnType<typeof memoryStorage>;
let stores: SiteStores;
beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  stores = createSiteStores({ local: local.storage, session: session.storage });
});

describe('freshness of prices and money', () => {
  it('lets a bet through at once while every source is fresh', async () => {
    await expect(untilFresh(stores.freshness, 1_000)).resolves.toBeUndefined();
  });

  it('makes a bet wait until every failing source is fresh again', async () => {
    reportStale(stores.freshness, 'member', true);
    reportStale(stores.freshness, 'odds', true);
    let sent = false;
    const waiting = untilFresh(stores.freshness, 10_000).then(() => (sent = true));
    reportStale(stores.freshness, 'member', false);
    await Promise.resolve();
    expect(sent).toBe(false);
    reportStale(stores.freshness, 'odds', false);
    await waiting;
    expect(sent).toBe(true);
  });

  it('gives up after the timeout while a source stays stale', async () => {
    vi.useFakeTimers();
    reportStale(stores.freshness, 'odds', true);
    const waiting = untilFresh(stores.freshness, 15_000);
    vi.advanceTimersByTime(15_000);
    await expect(waiting).rejects.toThrow('stale');
    vi.useRealTimers();
  });

  it('is kept per store: fresh stores start fresh', () => {
    reportStale(stores.freshness, 'odds', true);
    expect(createSiteStores({ local: local.storage, session: session.storage }).freshness.get().size).toBe(0);
  });
});

describe('the slips across a reload', () => {
  const pick = { id: 7, fixtureId: 70, sportId: 6046, betPrice: 1.85, version: 3, marketName: '1X2', betName: '1' } as never;

  it('keeps each area apart and forgets an emptied slip (a placed bet never comes back)', () => {
    stores.slips.prematch.set([pick]);
    expect(session.memory.get('betkit.slip.prematch')).toBe(JSON.stringify([pick]));
    expect(createSiteStores({ local: local.storage, session: session.storage }).slips.prematch.get()).toEqual([pick]);
    expect(stores.slips.inplay.get()).toEqual([]);
    stores.slips.prematch.set([]);
    expect(session.memory.has('betkit.slip.prematch')).toBe(false);
    expect(stores.slips.prematch.get()).toEqual([]);
  });

  it('reads junk as an empty slip', () => {
    session.memory.set('betkit.slip.inplay', '{"no":"array"}');
    expect(stores.slips.inplay.get()).toEqual([]);
    session.memory.set('betkit.slip.inplay', 'not json');
    expect(stores.slips.inplay.get()).toEqual([]);
  });
});

describe('the stored session', () => {
  const user = { id: 101, userId: 'demo01', nickname: '데모회원', type: 0 } as never;

  it('keeps the token and member for the next load, and forgets them', () => {
    stores.session.set({ token: 't-1', user });
    stores.idleStamp.set('2026-11-22 22:00:00');
    expect(local.memory.get('betkit.session')).toBe(JSON.stringify({ token: 't-1', user }));
    expect(local.memory.get('betkit.idle-expiry')).toBe('2026-11-22 22:00:00');
    const next = createSiteStores({ local: local.storage, session: session.storage });
    expect(next.session.get()).toEqual({ token: 't-1', user });
    expect(next.idleStamp.get()).toBe('2026-11-22 22:00:00');
    stores.session.set(null);
    stores.idleStamp.set(null);
    expect(local.memory.size).toBe(0);
  });

  it('reads junk as no session rather than crashing', () => {
    local.memory.set('betkit.session', '{not json');
    expect(stores.session.get()).toBeNull();
    local.memory.set('betkit.session', JSON.stringify({ token: 5, user }));
    expect(stores.session.get()).toBeNull();
  });
});

describe('favourites and popup hides', () => {
  it('keep the saved format: fixture ids as a JSON list of text, hides by position', () => {
    local.memory.set('betkit:favourite-fixtures', '[11400001,"5"]');
    expect(stores.favourites.get()).toEqual(new Set(['11400001', '5']));
    // The same set object while the stored text is unchanged (useSyncExternalStore's snapshot).
    expect(stores.favourites.get()).toBe(stores.favourites.get());
    stores.favourites.set(new Set(['7']));
    expect(local.memory.get('betkit:favourite-fixtures')).toBe('["7"]');
    local.memory.set('betkit.popup-hides', JSON.stringify({ 0: { popupFlg: false, notShowingexpireTime: '2099-12-31 23:59:59' } }));
    expect(stores.popupHides.get()).toEqual({ 0: { popupFlg: false, notShowingexpireTime: '2099-12-31 23:59:59' } });
    local.memory.set('betkit.popup-hides', '{junk');
    expect(stores.popupHides.get()).toEqual({});
  });

  it('keep a value for this page when the storage refuses it', () => {
    const refusing = { ...local.storage, setItem: () => { throw new Error('quota'); } } as Storage;
    const blocked = createSiteStores({ local: refusing, session: session.storage });
    const listener = vi.fn();
    blocked.favourites.subscribe(listener);
    blocked.favourites.set(new Set(['9']));
    expect(blocked.favourites.get()).toEqual(new Set(['9']));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
