import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POPUP_HIDE_MS,
  activePopups,
  applyPopupHides,
  dismissPopup,
  isPopupVisible,
  popupContents,
  popupHide,
  popupPlacement,
  readPopupHides,
  visiblePopups,
} from './popups';

const NOW = Date.parse('2026-11-22T12:05:09Z'); // 21:05:09 Seoul
const popups = [
  { contents: '<p>a</p>', popupStatus: 0, popupFlg: false, notShowingexpireTime: null },
  { contents: '<p>b</p>', popupStatus: 1 },
  { contents: '<p>c</p>', popupStatus: '0' },
];

describe('activePopups', () => {
  it('"Only popups with popupStatus 0 are kept."', () => {
    expect(activePopups(popups).map((p) => p.contents)).toEqual(['<p>a</p>', '<p>c</p>']);
  });

  it.each([[null], ['x'], [{}], [[null, 1, 'x', { popupStatus: 'junk' }]]])('junk %j gives []', (list) => {
    expect(activePopups(list)).toEqual([]);
  });
});

describe('isPopupVisible', () => {
  it('"visible while its not-showing-until time has passed or its flag is on"', () => {
    const hidden = { popupFlg: false, notShowingexpireTime: '2026-11-22 21:10:09' };
    expect(isPopupVisible(hidden, NOW)).toBe(false);
    expect(isPopupVisible(hidden, NOW + 5 * 60_000)).toBe(true);
    expect(isPopupVisible({ ...hidden, popupFlg: true }, NOW)).toBe(true);
  });

  it('a missing or unreadable time shows the popup; an unreadable clock keeps a hide', () => {
    expect(isPopupVisible({}, NOW)).toBe(true);
    expect(isPopupVisible({ notShowingexpireTime: 'garbage' }, NOW)).toBe(true);
    expect(isPopupVisible({ notShowingexpireTime: NOW + 1 }, NaN)).toBe(false);
    expect(isPopupVisible(null, NOW)).toBe(false);
  });
});

describe('dismissals', () => {
  it('"Don\'t open today" sets expiry 12 hours ahead; closing with X sets 5 minutes ahead', () => {
    expect(POPUP_HIDE_MS).toEqual({ today: 12 * 3_600_000, close: 5 * 60_000 });
    expect(popupHide('today', NOW)).toEqual({ popupFlg: false, notShowingexpireTime: '2026-11-23 09:05:09' });
    expect(popupHide('close', NOW)).toEqual({ popupFlg: false, notShowingexpireTime: '2026-11-22 21:10:09' });
  });

  it('junk dismissals and times give no hide', () => {
    expect(popupHide('forever', NOW)).toBeNull();
    expect(popupHide('close', 'junk')).toBeNull();
    expect(popupHide('close', 8.64e15)).toBeNull();
  });

  it('stores the hide by position and leaves junk unchanged', () => {
    const hides = dismissPopup({}, 1, 'close', NOW);
    expect(hides).toEqual({ '1': { popupFlg: false, notShowingexpireTime: '2026-11-22 21:10:09' } });
    expect(dismissPopup(hides, -1, 'close', NOW)).toEqual(hides);
    expect(dismissPopup(hides, 1.5, 'close', NOW)).toEqual(hides);
    expect(dismissPopup(hides, 'x', 'close', NOW)).toEqual(hides);
    expect(dismissPopup(hides, 0, 'x', NOW)).toEqual(hides);
  });
});

describe('stored hides', () => {
  it('"Expiries persist in local storage": reads JSON text or objects', () => {
    const json = JSON.stringify({ '0': { popupFlg: false, notShowingexpireTime: '2026-11-22 21:10:09' } });
    expect(readPopupHides(json)).toEqual({ '0': { popupFlg: false, notShowingexpireTime: '2026-11-22 21:10:09' } });
  });

  it.each([['{not json'], [''], ['null'], ['[1]'], [7], [null]])('junk %j is {}', (raw) => {
    expect(readPopupHides(raw)).toEqual({});
  });

  it('drops unreadable entries', () => {
    expect(
      readPopupHides({ a: { notShowingexpireTime: '2026-11-22 21:10:09' }, '1': 'x', '2': { notShowingexpireTime: 5 }, '3': { notShowingexpireTime: 'no' } }),
    ).toEqual({});
  });

  it('"re-fetching keeps the saved expiry by position"', () => {
    const hides = dismissPopup({}, 0, 'today', NOW);
    const refetched = applyPopupHides(popups, hides);
    expect(refetched[0]).toMatchObject({ contents: '<p>a</p>', popupFlg: false, notShowingexpireTime: '2026-11-23 09:05:09' });
    expect(refetched[1]).toEqual(popups[2]);
    expect(visiblePopups(popups, hides, NOW).map((p) => p.position)).toEqual([1]);
    expect(visiblePopups(popups, hides, NOW + 12 * 3_600_000).map((p) => p.position)).toEqual([0, 1]);
  });
});

describe('property: popup expiry is monotone in time', () => {
  const MAX = 4_000_000_000_000;
  const time = fc.integer({ min: 0, max: MAX });
  const popup = fc.record({
    popupStatus: fc.constant(0),
    popupFlg: fc.oneof(fc.boolean(), fc.constantFrom(0, 1, '0', '1', 'junk', null)),
    notShowingexpireTime: fc.oneof(time, time.map((t) => new Date(t).toISOString()), fc.constantFrom(null, '', 'garbage')),
  });
  const dismissal = fc.constantFrom('today', 'close', 'junk');

  it('once visible at t, visible at any later t for the same stored state', () => {
    fc.assert(
      fc.property(fc.array(popup, { maxLength: 4 }), fc.nat(4), dismissal, time, time, time, (list, pos, how, hiddenAt, t, dt) => {
        const hides = dismissPopup({}, pos, how, hiddenAt);
        const later = t + dt;
        const before = new Set(visiblePopups(list, hides, t).map((p) => p.position));
        const after = new Set(visiblePopups(list, hides, later).map((p) => p.position));
        for (const position of before) expect(after.has(position)).toBe(true);
        for (const p of applyPopupHides(list, hides)) {
          if (isPopupVisible(p, t)) expect(isPopupVisible(p, later)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('popupPlacement', () => {
  it('reads pcLeftLocation and pcRightLocation as the left and top offsets in px', () => {
    expect(popupPlacement({ pcLeftLocation: 520, pcRightLocation: 100 })).toEqual({ left: 520, top: 100 });
    expect(popupPlacement({ pcLeftLocation: '80', pcRightLocation: '100.4' })).toEqual({ left: 80, top: 100 });
  });

  it('puts a popup with missing, negative or junk offsets at the screen edge', () => {
    expect(popupPlacement({ pcLeftLocation: -40, pcRightLocation: 'abc' })).toEqual({ left: 0, top: 0 });
    expect(popupPlacement({})).toEqual({ left: 0, top: 0 });
    expect(popupPlacement(null)).toEqual({ left: 0, top: 0 });
  });
});

describe('popupContents', () => {
  it('"contents (HTML)": the text the sanitiser gets; anything else is empty', () => {
    expect(popupContents({ contents: '<p>첫 충전 10% 보너스</p>' })).toBe('<p>첫 충전 10% 보너스</p>');
    expect(popupContents({ contents: 42 })).toBe('');
    expect(popupContents('popup')).toBe('');
  });
});
