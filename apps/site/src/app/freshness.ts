// Which live sources (the member's 5-second refresh, the odds polling) last failed. While any has, prices and money
// may be stale: the slip says so and a bet waits until they are fresh again. The set is the providers' store.
import { useSyncExternalStore } from 'react';
import type { Store } from './storageStore';
import { useSite } from './runtime';

/** The failing sources. */
export type Freshness = Store<ReadonlySet<string>>;

/** Reports a source's last refresh: `true` when it failed. */
export function reportStale(freshness: Freshness, source: string, stale: boolean): void {
  const failing = freshness.get();
  if (stale === failing.has(source)) return;
  const next = new Set(failing);
  if (stale) next.add(source);
  else next.delete(source);
  freshness.set(next);
}

/** True while any source's last refresh failed. */
export function useStale(): boolean {
  const { freshness } = useSite().stores;
  return useSyncExternalStore(freshness.subscribe, () => freshness.get().size > 0, () => false);
}

/** Resolves when every source is fresh again; rejects after `timeoutMs`. */
export function untilFresh(freshness: Freshness, timeoutMs: number): Promise<void> {
  if (freshness.get().size === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('stale'));
    }, timeoutMs);
    const stop = freshness.subscribe(() => {
      if (freshness.get().size > 0) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}
