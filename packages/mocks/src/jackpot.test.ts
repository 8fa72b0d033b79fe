// Spec 2 and 9: the jackpot counter goes up after 30 seconds, so the demo backend's jackpot grows with its clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import { DEMO_JACKPOT_STEP_MS, DEMO_JACKPOT_STEP_WON, demoJackpot } from './backend/jackpot';
import { createDemoServer } from './node';

const base = 'https://jackpot.test';
const START = new Date('2026-11-22T12:00:00Z');
let clock = START;
const server = createDemoServer({ baseUrl: base, now: () => clock });
const client = api.createApiClient({ baseUrl: base, getToken: () => null });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const later = (ms: number) => new Date(START.getTime() + ms);
const readJackpot = async () => (await api.getJackpot(client)).jackpot;

describe('GET /jackpot in the demo backend', () => {
  it('answers more after 30 seconds of the demo clock than before, and the same at the same time', async () => {
    const first = await readJackpot();
    expect(first).toBe(128_450_000);
    await expect(readJackpot()).resolves.toBe(first);

    clock = later(29_999);
    await expect(readJackpot()).resolves.toBe(first);
    clock = later(30_000);
    await expect(readJackpot()).resolves.toBe(first + DEMO_JACKPOT_STEP_WON);
    clock = later(10 * 60_000);
    await expect(readJackpot()).resolves.toBe(first + 20 * DEMO_JACKPOT_STEP_WON);
  });

  it('starts again from the seeded amount after a reset', async () => {
    clock = later(60 * 60_000);
    await client.request('POST', '/__demo/reset');
    await expect(readJackpot()).resolves.toBe(128_450_000);
  });
});

describe('demoJackpot', () => {
  const startedAt = START.toISOString();
  it('adds one step per whole step of time since the state was made', () => {
    expect(demoJackpot(1_000_000, startedAt, later(2 * DEMO_JACKPOT_STEP_MS + 1))).toBe(1_000_000 + 2 * DEMO_JACKPOT_STEP_WON);
  });
  it('keeps the seeded amount for a clock behind the start or an unreadable start', () => {
    expect(demoJackpot(1_000_000, startedAt, later(-DEMO_JACKPOT_STEP_MS * 3))).toBe(1_000_000);
    expect(demoJackpot(1_000_000, 'not a time', later(DEMO_JACKPOT_STEP_MS * 3))).toBe(1_000_000);
  });
});
