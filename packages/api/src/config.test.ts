import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl, resolveRequestTimeoutMs } from './config';

describe('resolveApiBaseUrl', () => {
  it('takes the first source that sets a URL', () => {
    expect(resolveApiBaseUrl(undefined, { apiBaseUrl: 'https://api.example.com' })).toBe('https://api.example.com');
    expect(resolveApiBaseUrl('https://build.example.com', { apiBaseUrl: 'https://run.example.com' })).toBe(
      'https://build.example.com',
    );
  });
  it('means demo mode (undefined) when every source is empty', () => {
    expect(resolveApiBaseUrl('', { apiBaseUrl: '  ' }, null, undefined)).toBeUndefined();
  });
});

describe('resolveRequestTimeoutMs', () => {
  it('takes the first positive number, else undefined (the client default)', () => {
    expect(resolveRequestTimeoutMs({ requestTimeoutMs: 2000 })).toBe(2000);
    expect(resolveRequestTimeoutMs({ requestTimeoutMs: 0 }, { requestTimeoutMs: 5000 })).toBe(5000);
    expect(resolveRequestTimeoutMs({ requestTimeoutMs: Number.NaN }, null, undefined, {})).toBeUndefined();
  });
});
