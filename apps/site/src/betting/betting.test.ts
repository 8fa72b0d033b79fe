import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportStale, untilFresh } from './freshness';
import { readSlip, writeSlip } from './slipStorage';

describe('freshness of prices and money', () => {
  beforeEach(() => {
    reportStale('member', false);
    reportStale('odds', false);
  });

  it('lets a bet through at once while every source is fresh', async () => {
    await expect(untilFresh(1_000)).resolves.toBeUndefined();
  });

  it('makes a bet wait until every failing source is fresh again', async () => {
    reportStale('member', true);
    reportStale('odds', true);
    let sent = false;
    const waiting = untilFresh(10_000).then(() => (sent = true));
    reportStale('member', false);
    await Promise.resolve();
    expect(sent).toBe(false);
    reportStale('odds', false);
    await waiting;
    expect(sent).toBe(true);
  });

  it('gives up after the timeout while a source stays stale', async () => {
    vi.useFakeTimers();
    reportStale('odds', true);
    const waiting = untilFresh(15_000);
    vi.advanceTimersByTime(15_000);
    await expect(waiting).rejects.toThrow('stale');
    vi.useRealTimers();
  });
});

describe('the slips across a reload', () => {
  const memory = new Map<string, string>();
  beforeEach(() => {
    memory.clear();
    globalThis.sessionStorage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    } as Storage;
  });
  const pick = { id: 7, fixtureId: 70, sportId: 6046, betPrice: 1.85, version: 3, marketName: '1X2', betName: '1' } as never;

  it('keeps each area apart and forgets an emptied slip (a placed bet never comes back)', () => {
    writeSlip('prematch', [pick]);
    expect(readSlip('prematch')).toEqual([pick]);
    expect(readSlip('inplay')).toEqual([]);
    writeSlip('prematch', []);
    expect(memory.has('betkit.slip.prematch')).toBe(false);
    expect(readSlip('prematch')).toEqual([]);
  });

  it('reads junk as an empty slip', () => {
    memory.set('betkit.slip.inplay', '{"no":"array"}');
    expect(readSlip('inplay')).toEqual([]);
    memory.set('betkit.slip.inplay', 'not json');
    expect(readSlip('inplay')).toEqual([]);
  });
});
