import { describe, expect, it } from 'vitest';
import * as api from './index';
import { describeApiCalls, matchesCallPath } from './catalogue';

describe('describeApiCalls', () => {
  const calls = describeApiCalls();
  const has = (method: string, path: string) => calls.some((call) => call.method === method && call.path === path);

  it('lists the calls with method and path template', () => {
    expect(has('POST', '/sports-prematch/betting')).toBe(true);
    expect(has('GET', '/sports-prematch/games')).toBe(true);
    expect(has('POST', '/sports-prematch/user/cancelAll/:id')).toBe(true);
    expect(has('GET', '/member/:id')).toBe(true);
    expect(has('PUT', '/charge/userDelete/:memberId')).toBe(true);
    expect(calls.find((call) => call.path === '/charge' && call.method === 'POST')?.functions.sort()).toEqual([
      'requestDeposit',
      'requestWithdrawal',
    ]);
  });

  it('lists every call function the package exports, and no helper', () => {
    const listed = new Set(calls.flatMap((call) => call.functions));
    const helpers = new Set(['bonusImageUrl', 'encodePhoneForSms']);
    const notCalls = new Set([
      'createApiClient', 'messageFromBody', 'endsSession', 'isServerFault', 'leadsToBlankPage', 'resolveApiBaseUrl',
      'resolveExtraPaths', 'resolveRequestTimeoutMs', 'describeApiCalls', 'matchesCallPath', 'runApiCall', 'ApiError',
    ]);
    const exported = Object.entries(api)
      .filter(([name, value]) => typeof value === 'function' && !notCalls.has(name) && !helpers.has(name))
      .map(([name]) => name);
    expect(exported.length).toBeGreaterThan(50);
    for (const name of exported) expect(listed, name).toContain(name);
    for (const name of helpers) expect(listed.has(name), name).toBe(false);
  });

  it('matches request paths to templates', () => {
    expect(matchesCallPath('/sports-prematch/user/cancelAll/:id', '/sports-prematch/user/cancelAll/12')).toBe(true);
    expect(matchesCallPath('/sports-prematch/user/cancelAll/:id', '/sports-prematch/user/cancelAll')).toBe(false);
    expect(matchesCallPath('/charge', '/charge/3')).toBe(false);
  });
});
