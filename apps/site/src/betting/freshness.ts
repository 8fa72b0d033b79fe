// Which live sources (the member's 5-second refresh, the odds polling) last failed. While any has,
// prices and money may be stale: the slip says so and a bet waits until they are fresh again.
import { useSyncExternalStore } from 'react';

const failing = new Set<string>();
const listeners = new Set<() => void>();
let snapshot = false;

function publish() {
  snapshot = failing.size > 0;
  listeners.forEach((listener) => listener());
}

/** Reports a source's last refresh: `true` when it failed. */
export function reportStale(source: string, stale: boolean): void {
  if (stale === failing.has(source)) return;
  if (stale) failing.add(source);
  else failing.delete(source);
  publish();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any source's last refresh failed. */
export function useStale(): boolean {
  return useSyncExternalStore(subscribe, () => snapshot, () => false);
}

/** Resolves when every source is fresh again; rejects after `timeoutMs`. */
export function untilFresh(timeoutMs: number): Promise<void> {
  if (!snapshot) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('stale'));
    }, timeoutMs);
    const stop = subscribe(() => {
      if (snapshot) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}
