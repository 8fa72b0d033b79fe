/** The demo backend's own state: what a member did survives a reload, and a reset clears it. */
export interface DemoState {
  /** When this demo backend's state was first made (ISO time). */
  startedAt: string;
}

/** Where the demo state is kept between page loads. */
export interface DemoStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const STORAGE_KEY = 'betkit.demo-backend';

/** A store of the demo state over the browser's storage (or a Map in Node and tests). */
export function createDemoStore(storage: DemoStorage | undefined, now: () => Date) {
  const fresh = (): DemoState => ({ startedAt: now().toISOString() });
  const read = (): DemoState => {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return fresh();
    try {
      return JSON.parse(raw) as DemoState;
    } catch {
      return fresh();
    }
  };
  let state = read();
  return {
    /** The current state. */
    get: () => state,
    /** Replaces the state and saves it. */
    set(next: DemoState) {
      state = next;
      storage?.setItem(STORAGE_KEY, JSON.stringify(state));
    },
    /** Forgets everything a member did. */
    reset() {
      storage?.removeItem(STORAGE_KEY);
      state = fresh();
    },
  };
}

export type DemoStore = ReturnType<typeof createDemoStore>;
