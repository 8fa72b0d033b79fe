import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@betkit/api';
import type { DemoStatus } from './handlers';
import { createDemoServer } from './node';

const memory = new Map<string, string>();
const storage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};
const server = createDemoServer({ baseUrl: 'https://demo.test', storage, now: () => new Date('2026-11-22T12:00:00Z') });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('demo backend', () => {
  const client = createApiClient({ baseUrl: 'https://demo.test' });

  it('answers its status through the real api client and keeps its state in storage', async () => {
    const status = await client.request<DemoStatus>('GET', '/__demo/status');
    expect(status).toEqual({ mode: 'demo', startedAt: '2026-11-22T12:00:00.000Z' });
    expect(memory.size).toBe(1);
  });

  it('forgets everything on reset', async () => {
    await client.request('POST', '/__demo/reset');
    expect(memory.size).toBe(0);
  });
});
