import { describe, expect, it } from 'vitest';
import { firstSegment, isUnder, normalizePath } from './path';

describe('paths', () => {
  it('normalises pathnames', () => {
    expect(normalizePath(' /minigame//next/?x=1#a ')).toBe('/minigame/next');
    expect(normalizePath('casino')).toBe('/casino');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath(12)).toBe('/');
    expect(firstSegment('/bet365/soccer/eurocups')).toBe('bet365');
    expect(firstSegment('/')).toBe('');
    expect(isUnder('/partner', '/partner')).toBe(true);
    expect(isUnder('/partner/pt', '/partner')).toBe(true);
    expect(isUnder('/partners', '/partner')).toBe(false);
  });
});
