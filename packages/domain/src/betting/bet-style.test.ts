import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_STYLES,
  ROUTE_AREAS,
  betStyleFromPath,
  gameDetailType,
  isPartnerRoute,
  routeArea,
  routeName,
  showsPrematchSlip,
} from './bet-style';

describe('betStyleFromPath (spec: the last path segment europe, event, or another value selects the bet style)', () => {
  it.each([
    ['/europe', 'europe'],
    ['/sports/europe/', 'europe'],
    ['/europe?game_type=1&sport_id=6046', 'europe'],
    ['/sports/event', 'event'],
    ['/event#top', 'event'],
    ['/', 'korean'],
    ['/sportsboard', 'korean'],
    ['/europe/123', 'korean'],
    ['/Europe', 'korean'],
    ['', 'korean'],
  ] as const)('given %j, the style is %s', (path, style) => {
    expect(betStyleFromPath(path)).toBe(style);
  });
  it('given no path at all, the style is Korean', () => {
    expect(betStyleFromPath(undefined)).toBe('korean');
    expect(betStyleFromPath(42)).toBe('korean');
  });
});

describe('gameDetailType (spec: Europe 91/92/93, Korean 94/95/96 for 1, 2, 3+ selections; event 999)', () => {
  it.each([
    ['europe', 1, 91],
    ['europe', 2, 92],
    ['europe', 3, 93],
    ['europe', 12, 93],
    ['korean', 1, 94],
    ['korean', 2, 95],
    ['korean', 3, 96],
    ['korean', 10, 96],
    ['event', 1, 999],
    ['event', 5, 999],
  ] as const)('given %s with %i selections, the code is %i', (style, count, code) => {
    expect(gameDetailType(style, count)).toBe(code);
  });
  it('given 0, NaN or a fraction, uses the 1-selection code (2.5 counts as 2)', () => {
    expect(gameDetailType('europe', 0)).toBe(91);
    expect(gameDetailType('korean', Number.NaN)).toBe(94);
    expect(gameDetailType('korean', 2.5)).toBe(95);
    expect(gameDetailType('europe', Number.POSITIVE_INFINITY)).toBe(91);
  });
  it('is always one of the seven codes (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BET_STYLES), fc.double(), (style, count) => {
        expect([91, 92, 93, 94, 95, 96, 999]).toContain(gameDetailType(style, count));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('routeArea (spec: inplay, europe, names starting with bet365, names starting with minigame-)', () => {
  it.each([
    ['/inplay', 'inplay'],
    ['/inplay?time=1714550400', 'inplay'],
    ['/europe', 'europe'],
    ['/europe?game_type=1', 'europe'],
    ['/bet365/soccer/premierships', 'virtual'],
    ['/bet365/horse/victoriaparks', 'virtual'],
    ['/bet365-soccer', 'virtual'],
    ['/minigame/donghang', 'minigame'],
    ['/minigame/oddgame/penalty_kick', 'minigame'],
    ['/minigame-powerball', 'minigame'],
    ['/minigame', 'minigame'],
    ['/', 'prematch'],
    ['/sportsboard', 'prematch'],
    ['/inplayer', 'prematch'],
    ['/minigames', 'prematch'],
    ['/game_result/minigame', 'prematch'],
    ['/bet_result', 'prematch'],
  ] as const)('given %j, the area is %s', (path, area) => {
    expect(routeArea(path)).toBe(area);
  });
  it('given junk, the area is pre-match', () => {
    expect(routeArea(null)).toBe('prematch');
  });
  it('routeName joins the segments like a file-based router', () => {
    expect(routeName('/minigame/gopick/donghang_powerball')).toBe('minigame-gopick-donghang_powerball');
    expect(routeName('/')).toBe('');
  });
  it('is always one of the five areas (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(ROUTE_AREAS).toContain(routeArea(path));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('showsPrematchSlip (spec: hidden on inplay, europe, partner, virtual-sports and minigame- routes)', () => {
  it.each(['/inplay', '/europe', '/partner', '/partner/pt_sports', '/bet365/dog/hillsideparks', '/minigame/lotus/baccarat'])(
    'given %j, the pre-match slip is hidden',
    (path) => {
      expect(showsPrematchSlip(path)).toBe(false);
    },
  );
  it.each(['/', '/sportsboard', '/bet_result', '/casino', '/partners'])('given %j, the pre-match slip shows', (path) => {
    expect(showsPrematchSlip(path)).toBe(true);
  });
  it('isPartnerRoute knows /partner and its sub-pages only', () => {
    expect(isPartnerRoute('/partner/calc')).toBe(true);
    expect(isPartnerRoute('/recommender/pt')).toBe(false);
  });
});
