import { beforeEach, describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';
import { clearStoredSession, readIdleStamp, readStoredSession, writeIdleStamp, writeStoredSession } from './storage';

const memory = new Map<string, string>();
beforeEach(() => {
  memory.clear();
  globalThis.localStorage = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  } as Storage;
});

describe('the stored session', () => {
  const user = { id: 101, userId: 'demo01', nickname: '데모회원', type: 0 } as never;

  it('keeps the token and member for the next load, and forgets them with the idle stamp on logout', () => {
    writeStoredSession({ token: 't-1', user });
    writeIdleStamp('2026-11-22 22:00:00');
    expect(readStoredSession()).toEqual({ token: 't-1', user });
    expect(readIdleStamp()).toBe('2026-11-22 22:00:00');
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
    expect(readIdleStamp()).toBeNull();
  });

  it('reads junk as no session rather than crashing', () => {
    memory.set('betkit.session', '{not json');
    expect(readStoredSession()).toBeNull();
    memory.set('betkit.session', JSON.stringify({ token: 5, user }));
    expect(readStoredSession()).toBeNull();
  });

  it('drops the idle stamp of members who are not tracked', () => {
    writeIdleStamp('2026-11-22 22:00:00');
    writeIdleStamp(undefined);
    expect(readIdleStamp()).toBeNull();
  });
});

describe('the redirect after login', () => {
  it('follows paths of this site only', () => {
    expect(safeRedirect('/bet_result?type=2')).toBe('/bet_result?type=2');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
