import { describe, expect, it } from 'vitest';
import { betStyleFromPath, routeArea, viewportRedirect } from '@betkit/domain';
import { betStylePaths, boardStyles, mobileBetStylePaths } from './betStylePaths';

describe('the bet styles\' board paths', () => {
  it.each(boardStyles)('the %s path selects that style, desktop and mobile, on the pre-match slip', (style) => {
    for (const path of [betStylePaths[style], mobileBetStylePaths[style]]) {
      expect(betStyleFromPath(path)).toBe(style);
      expect(['prematch', 'europe']).toContain(routeArea(path));
    }
  });

  it('the desktop Korean board is not sent on to the europe board by the desktop landing', () => {
    expect(viewportRedirect({ width: 1366, pathname: betStylePaths.korean, search: '', now: 0 })).toBeNull();
    expect(viewportRedirect({ width: 1366, pathname: betStylePaths.event, search: '', now: 0 })).toBeNull();
  });
});
