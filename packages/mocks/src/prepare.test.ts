// The browser's demo backend makes its data before the first request, in parts (see `DemoBackend.prepare`).
import { describe, expect, it } from 'vitest';
import { createDemoBackend } from './demo-backend';
import { DEMO_STORAGE_KEY, type DemoStorage } from './backend/state';

const now = () => new Date('2026-11-22T12:00:00Z');

function memoryStorage(): DemoStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('given a demo backend the browser prepares', () => {
  it('makes the data in parts and stores it in a part of its own, and the store then answers with it', async () => {
    const storage = memoryStorage();
    const backend = createDemoBackend({ storage, now });
    let pauses = 0;
    await backend.prepare(async () => {
      pauses += 1;
      expect(storage.entries.has(DEMO_STORAGE_KEY)).toBe(false);
    });
    expect(pauses).toBe(7);
    expect(JSON.parse(storage.entries.get(DEMO_STORAGE_KEY)!).data).toEqual(backend.store.get().data);
    const reference = createDemoBackend({ now }).store.get().data;
    expect(backend.store.get().data).toEqual(reference);
  });

  it('reads a stored state without making data or pausing', async () => {
    const storage = memoryStorage();
    const first = createDemoBackend({ storage, now });
    first.store.get().data.members[0]!.emoney = 123_456;
    first.store.save();
    const again = createDemoBackend({ storage, now });
    let pauses = 0;
    await again.prepare(async () => {
      pauses += 1;
    });
    expect(pauses).toBe(0);
    expect(again.store.get().data.members[0]!.emoney).toBe(123_456);
    expect(storage.entries.has(DEMO_STORAGE_KEY)).toBe(true);
  });

  it('keeps the store a request already made', async () => {
    const backend = createDemoBackend({ now });
    const made = backend.store.get();
    await backend.prepare(async () => undefined);
    expect(backend.store.get()).toBe(made);
  });
});
