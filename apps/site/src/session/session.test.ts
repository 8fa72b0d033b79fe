import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('the redirect after login', () => {
  it('follows paths of this site only', () => {
    expect(safeRedirect('/bet_result?type=2')).toBe('/bet_result?type=2');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
