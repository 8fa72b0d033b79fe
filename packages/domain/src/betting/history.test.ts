import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameTypeLabel, historyQuery, slipActions, slipIdList } from './history';
import { historyPageSize, pageCount, pageWindow } from './history-paging';

describe('gameTypeLabel (spec: 1 sports, 2 live, 3 mini-game, 4 virtual sports, other casino)', () => {
  it.each([
    [1, '스포츠'],
    [2, '실시간'],
    [3, '미니게임'],
    [4, '가상게임'],
    ['3', '미니게임'],
    [5, '카지노'],
    [0, '카지노'],
    [undefined, '카지노'],
    ['slot', '카지노'],
  ] as const)('given type %j, reads %s', (type, label) => {
    expect(gameTypeLabel(type)).toBe(label);
  });
});

describe('historyPageSize (spec: 10, 100 in sports customer mode)', () => {
  it('given a member list, is 10 rows', () => {
    expect(historyPageSize({ gameType: 1 })).toBe(10);
    expect(historyPageSize({ gameType: 3, customerMode: false })).toBe(10);
  });
  it('given the sports list in customer-page mode, is 100 rows', () => {
    expect(historyPageSize({ gameType: 1, customerMode: true })).toBe(100);
  });
  it('given another list in customer-page mode, stays 10 rows', () => {
    expect(historyPageSize({ gameType: 2, customerMode: true })).toBe(10);
    expect(historyPageSize({ gameType: 'x', customerMode: true })).toBe(10);
  });
});

describe('pageCount (spec: 3-page cap in mini-game and type 4 lists)', () => {
  it('given 95 sports slips at 10 a page, is 10 pages', () => {
    expect(pageCount(95, 10, 1)).toBe(10);
    expect(pageCount(100, 10, 2)).toBe(10);
    expect(pageCount(101, 10, 2)).toBe(11);
  });
  it('given 95 mini-game or type 4 slips, is capped at 3 pages', () => {
    expect(pageCount(95, 10, 3)).toBe(3);
    expect(pageCount(95, 10, 4)).toBe(3);
    expect(pageCount(15, 10, 3)).toBe(2);
  });
  it('given no slips or a junk total, is 0 pages', () => {
    expect(pageCount(0, 10, 1)).toBe(0);
    expect(pageCount(-5, 10, 1)).toBe(0);
    expect(pageCount(Number.NaN, 10, 1)).toBe(0);
    expect(pageCount('abc', 10, 1)).toBe(0);
  });
  it('given a junk page size, divides by 10', () => {
    expect(pageCount(95, 0, 1)).toBe(10);
    expect(pageCount(95, Number.NaN, 1)).toBe(10);
    expect(pageCount('95', '100', 1)).toBe(1);
  });
  it('is a whole number, never above 3 for types 3 and 4, enough to hold every slip otherwise (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 6 }), (total, size, type) => {
        const pages = pageCount(total, size, type);
        expect(Number.isInteger(pages)).toBe(true);
        if (type === 3 || type === 4) expect(pages).toBeLessThanOrEqual(3);
        else expect(pages * size).toBeGreaterThanOrEqual(total);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('pageWindow (spec: 11 visible page buttons; centred on the current page)', () => {
  it('given 5 pages, shows all 5', () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('given page 1 of 30, shows 1..11', () => {
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
  it('given page 15 of 30, shows 10..20 with 15 in the middle', () => {
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
  it('given page 29 of 30, shows the last 11 (20..30)', () => {
    expect(pageWindow(29, 30)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
  it('given a current page out of range or junk, clamps it', () => {
    expect(pageWindow(99, 12)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageWindow(-4, 3)).toEqual([1, 2, 3]);
    expect(pageWindow('x', 2)).toEqual([1, 2]);
  });
  it('given no pages, shows no buttons', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });
  it('shows up to 11 consecutive pages within 1..pageCount, including the current one (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (current, pages) => {
        const window = pageWindow(current, pages);
        expect(window.length).toBe(Math.min(11, pages));
        window.forEach((page, i) => expect(page).toBe(window[0]! + i));
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(pages);
        expect(window).toContain(Math.min(Math.max(current, 1), pages));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('historyQuery (spec section 7: page, gameType, perpage, memberUserId, user=1, optional betSlipIds and gameDetailType)', () => {
  it("given a member's sports list, page 2, builds the plain query", () => {
    expect(historyQuery({ page: 2, gameType: 1, memberUserId: 'tester01' })).toEqual({
      page: 2,
      gameType: 1,
      perpage: 10,
      memberUserId: 'tester01',
      user: 1,
    });
  });
  it('given customer-page mode with chosen slips, filters by the comma list, 100 a page, page 1', () => {
    expect(
      historyQuery({ page: 4, gameType: 1, memberUserId: 17, customerMode: true, betSlipIds: [12, '13', 12] }),
    ).toEqual({ page: 1, gameType: 1, perpage: 100, memberUserId: '17', user: 1, betSlipIds: '12,13' });
  });
  it('given a game detail type filter, adds it', () => {
    expect(historyQuery({ page: 1, gameType: 1, memberUserId: 'a', gameDetailType: 93 })).toMatchObject({ gameDetailType: 93 });
  });
  it('given a bulk fetch, uses its perpage, capped at 10,000 rows', () => {
    expect(historyQuery({ gameType: 3, memberUserId: 'a', perpage: 10_000 }).perpage).toBe(10_000);
    expect(historyQuery({ gameType: 3, memberUserId: 'a', perpage: 50_000 }).perpage).toBe(10_000);
  });
  it('given junk, falls back to page 1, sports, 10 rows, no member and no filters', () => {
    expect(
      historyQuery({ page: Number.NaN, gameType: 'x', memberUserId: null, betSlipIds: 'a,,-3', gameDetailType: 'x', perpage: -1 }),
    ).toEqual({ page: 1, gameType: 1, perpage: 10, memberUserId: '', user: 1 });
  });
});

describe('slipIdList', () => {
  it('reads arrays and comma lists, keeps positive whole ids once, in order', () => {
    expect(slipIdList(['13', 12, 13, 0, 'x'])).toBe('13,12');
    expect(slipIdList('12, 13,12')).toBe('12,13');
    expect(slipIdList(null)).toBe('');
    expect(slipIdList(undefined)).toBe('');
  });
});

describe('slipActions (spec: the cancel button while pending swaps to delete once settled; none in customer-page mode)', () => {
  it("given a pending slip ('대기'), shows cancel", () => {
    expect(slipActions({ settlement_name: '대기' })).toBe('cancel');
  });
  it('given a settled slip, shows delete', () => {
    expect(slipActions({ settlement_name: '적중' })).toBe('delete');
    expect(slipActions(null)).toBe('delete');
  });
  it('given customer-page mode, shows neither', () => {
    expect(slipActions({ settlement_name: '대기' }, { customerMode: true })).toBe('none');
    expect(slipActions({ settlement_name: '낙첨' }, { customerMode: true })).toBe('none');
  });
});
