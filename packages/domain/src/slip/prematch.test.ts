import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalOdds } from '../betting/odds-math';
import { type BonusSetting, type Selection } from '../entities';
import {
  bonusCombinationError,
  bonusProgress,
  bonusSelection,
  bonusTiers,
  initialPrematchSlipState,
  isBonusSelection,
  prematchSlipReducer,
  qualifiesForBonus,
  type PrematchSlipAction,
  type PrematchSlipState,
} from './prematch';

const OVER_100 = '최대배당 100을 초과하여 베팅하실수 없습니다.';
const BONUS_RULE = '보너스는 1.3이하 배당과 조합 불가능합니다.';

/** A setting as the server sends it: numbers and numeric strings mixed. */
const setting: BonusSetting = { folder1: 3, bonus1: '1.03', folder2: '5', bonus2: 1.05, folder3: 7, bonus3: '1.07' };

let nextId = 1;
/** A pre-match pick on a fixture at a price. */
function pick(fixtureId: number, betPrice: number, extra: Partial<Selection> = {}): Selection {
  return { id: nextId++, fixtureId, betPrice, marketName: '1X2', marketId: 1, betName: '1', ...extra };
}

/** The slip after a series of actions. */
function run(actions: readonly PrematchSlipAction[], state = initialPrematchSlipState(setting)): PrematchSlipState {
  return actions.reduce(prematchSlipReducer, state);
}

const add = (selection: Selection): PrematchSlipAction => ({ type: 'add', selection });
const prices = (state: PrematchSlipState) => state.selections.map((selection) => selection.betPrice);

describe('given an empty pre-match slip with bonus tiers 3 → 1.03, 5 → 1.05, 7 → 1.07', () => {
  it('starts empty, with the setting and no error', () => {
    expect(initialPrematchSlipState(setting)).toEqual({ selections: [], bonusSetting: setting, error: null });
    expect(initialPrematchSlipState()).toEqual({ selections: [], bonusSetting: {}, error: null });
  });

  it('appends picks in the order chosen, with no bonus below 3 qualifying picks', () => {
    const state = run([add(pick(1, 1.5)), add(pick(2, 2))]);
    expect(prices(state)).toEqual([1.5, 2]);
    expect(state.error).toBeNull();
  });

  it('adds the 3-folder bonus first when the third pick at or above 1.3 arrives', () => {
    const state = run([add(pick(1, 1.5)), add(pick(2, 2)), add(pick(3, 1.3))]);
    expect(state.selections[0]).toEqual({
      id: 'bonus-3',
      fixtureId: 'bonus',
      providerId: -1,
      slipName: '3폴더 보너스',
      betPrice: 1.03,
      betStartPrice: 1.03,
      marketName: 'Bonus',
      marketNameKorean: '3폴더 보너스',
      betName: '3폴더 보너스',
    });
    expect(prices(state)).toEqual([1.03, 1.5, 2, 1.3]);
  });

  it('does not count picks under 1.3 (1.29 is not enough)', () => {
    const state = run([add(pick(1, 1.5)), add(pick(2, 2)), add(pick(3, 1.29))]);
    expect(state.selections.some(isBonusSelection)).toBe(false);
  });

  it('swaps the 3-folder bonus for the 5-folder bonus at 5 picks, keeping one bonus', () => {
    const state = run([1, 2, 3, 4, 5].map((fixture) => add(pick(fixture, 1.4))));
    expect(state.selections.filter(isBonusSelection).map((bonus) => bonus.slipName)).toEqual(['5폴더 보너스']);
    expect(state.selections[0]?.betPrice).toBe(1.05);
  });

  it('keeps the 3-folder bonus at 4 picks (the highest tier reached)', () => {
    const state = run([1, 2, 3, 4].map((fixture) => add(pick(fixture, 1.4))));
    expect(state.selections[0]?.slipName).toBe('3폴더 보너스');
  });
});

describe('given a slip that holds a bonus, on removal or change', () => {
  const five = [1, 2, 3, 4, 5].map((fixture) => pick(fixture, 1.4));
  const withFive = run(five.map(add));

  it('falls back to the 3-folder bonus when a pick is removed from 5', () => {
    const state = prematchSlipReducer(withFive, { type: 'remove', id: five[4]!.id });
    expect(state.selections[0]?.slipName).toBe('3폴더 보너스');
    expect(state.selections).toHaveLength(5);
  });

  it('removes the bonus below the lowest threshold (3)', () => {
    const state = run(
      [five[0], five[1], five[2]].map((selection) => ({ type: 'remove', id: selection!.id }) as const),
      withFive,
    );
    expect(state.selections.some(isBonusSelection)).toBe(false);
    expect(state.selections).toHaveLength(2);
  });

  it('removes the bonus automatically when a change leaves fewer qualifying picks than its folder count', () => {
    const three = run([add(pick(1, 1.5)), add(pick(2, 1.5)), add(pick(3, 1.5))]);
    const state = prematchSlipReducer(three, { type: 'change', selection: pick(3, 1.2) });
    expect(prices(state)).toEqual([1.5, 1.5, 1.2]);
    expect(bonusCombinationError(state.selections)).toBeUndefined();
  });

  it('leaves the slip as it is when the bonus item itself or an unknown id is removed', () => {
    expect(prematchSlipReducer(withFive, { type: 'remove', id: 'bonus-5' })).toBe(withFive);
    expect(prematchSlipReducer(withFive, { type: 'remove', id: 'no-such-odds' })).toBe(withFive);
  });

  it('empties the slip, bonus and error included, on clear', () => {
    const errored = { ...withFive, error: OVER_100 };
    expect(prematchSlipReducer(errored, { type: 'clear' })).toEqual({ selections: [], bonusSetting: setting, error: null });
  });
});

describe('a change of pick (spec: replaces the previous pick on the same fixture)', () => {
  it('replaces the fixture’s pick in its place', () => {
    const first = pick(1, 1.5);
    const state = run([add(first), add(pick(2, 2)), { type: 'change', selection: pick(1, 3.1, { betName: 'X' }) }]);
    expect(prices(state)).toEqual([3.1, 2]);
  });

  it('treats an add on a fixture already on the slip as a change, so a fixture never holds two picks', () => {
    const state = run([add(pick(1, 1.5)), add(pick(1, 2.5, { marketId: 2, marketName: 'Under/Over' }))]);
    expect(prices(state)).toEqual([2.5]);
  });

  it('in a same-market change replaces the pick of the same fixture and market', () => {
    // A slip restored from storage with two picks on fixture 1 (the reducer itself never builds one).
    const handicap = pick(1, 1.8, { marketId: 3, marketName: 'Asian Handicap' });
    const restored: PrematchSlipState = { ...initialPrematchSlipState(setting), selections: [pick(1, 1.5), pick(2, 2), handicap] };
    const state = prematchSlipReducer(restored, {
      type: 'change',
      sameMarket: true,
      selection: pick(1, 1.9, { marketId: 3, marketName: 'Asian Handicap' }),
    });
    expect(prices(state)).toEqual([2, 1.9]);
    const plain = prematchSlipReducer(restored, { type: 'change', selection: pick(1, 1.9) });
    expect(prices(plain)).toEqual([1.9, 2]);
  });

  it('in a same-market change on a fixture whose pick is another market, still replaces that pick', () => {
    const state = run([
      add(pick(1, 1.5)),
      { type: 'change', sameMarket: true, selection: pick(1, 1.7, { marketId: undefined, marketName: 'Odd/Even' }) },
    ]);
    expect(prices(state)).toEqual([1.7]);
  });

  it('appends when the fixture has no pick yet', () => {
    expect(prices(run([{ type: 'change', selection: pick(9, 1.4) }]))).toEqual([1.4]);
  });
});

describe('the 100 cap (spec: product of all prices above 100)', () => {
  it('allows total odds of exactly 100 (4 × 5 × 5)', () => {
    const state = run([add(pick(1, 4)), add(pick(2, 5)), add(pick(3, 5))], initialPrematchSlipState());
    expect(totalOdds(prices(state))).toBe(100);
    expect(state.error).toBeNull();
  });

  it(`refuses a pick that takes the odds over 100 and says '${OVER_100}' (no trailing space)`, () => {
    const before = run([add(pick(1, 4)), add(pick(2, 5)), add(pick(3, 5))], initialPrematchSlipState());
    const state = prematchSlipReducer(before, add(pick(4, 1.5)));
    expect(state.error).toBe(OVER_100);
    expect(state.selections).toEqual(before.selections);
  });

  it('counts the bonus: 4 × 5 × 4.9 = 98, but × 1.03 = 100.94, so the third pick and the bonus go', () => {
    const state = run([add(pick(1, 4)), add(pick(2, 5)), add(pick(3, 4.9))]);
    expect(state.error).toBe(OVER_100);
    expect(prices(state)).toEqual([4, 5]);
  });

  it('clears the error on the next successful action', () => {
    const errored = run([add(pick(1, 4)), add(pick(2, 5)), add(pick(3, 4.9))]);
    const state = prematchSlipReducer(errored, add(pick(3, 1.1)));
    expect(state.error).toBeNull();
    expect(prices(state)).toEqual([4, 5, 1.1]);
  });

  it('keeps the pick a refused change would have replaced, and drops the bonus', () => {
    const before = run([add(pick(1, 2)), add(pick(2, 2)), add(pick(3, 2))]);
    const state = prematchSlipReducer(before, { type: 'change', selection: pick(3, 30) });
    expect(state.error).toBe(OVER_100);
    expect(prices(state)).toEqual([2, 2, 2]);
  });

  it('drops the 5-folder bonus when a sixth pick would take the odds past 100 (issue 12, item 5)', () => {
    const five = [pick(1, 2), pick(2, 2), pick(3, 2), pick(4, 2), pick(5, 2)];
    const before = run(five.map(add)); // 32 × 1.05 = 33.60
    expect(before.selections[0]?.slipName).toBe('5폴더 보너스');
    const state = prematchSlipReducer(before, add(pick(6, 3.5))); // 112 × 1.05 = 117.60
    expect(state.error).toBe(OVER_100);
    expect(state.selections).toEqual(five);
    expect(state.selections.some(isBonusSelection)).toBe(false);
    // The next action derives the bonus again from the qualifying picks.
    const after = prematchSlipReducer(state, add(pick(6, 1.5)));
    expect(after.error).toBeNull();
    expect(after.selections[0]?.slipName).toBe('5폴더 보너스');
  });

  it('drops a bonus that a new setting would push over 100, and says why', () => {
    const before = run([add(pick(1, 4)), add(pick(2, 5)), add(pick(3, 4.9))], initialPrematchSlipState());
    const state = prematchSlipReducer(before, { type: 'setBonusSetting', bonusSetting: setting });
    expect(prices(state)).toEqual([4, 5, 4.9]);
    expect(state.error).toBe(OVER_100);
  });

  it('drops the bonus when a removal moves to a larger multiplier over 100 (tiers 3 → 1.5, 4 → 1.01)', () => {
    const uneven: BonusSetting = { folder1: 3, bonus1: 1.5, folder2: 4, bonus2: 1.01 };
    const low = pick(1, 1.3);
    const before = run([add(low), add(pick(2, 5)), add(pick(3, 5)), add(pick(4, 3))], initialPrematchSlipState(uneven));
    expect(prices(before)).toEqual([1.01, 1.3, 5, 5, 3]); // 97.5 × 1.01 = 98.47
    const state = prematchSlipReducer(before, { type: 'remove', id: low.id });
    expect(prices(state)).toEqual([5, 5, 3]); // 75 × 1.5 = 112.5 would pass 100
    expect(state.error).toBe(OVER_100);
  });
});

describe('the bonus setting', () => {
  it('reads pairs folderN/bonusN with numbers or numeric strings, ascending', () => {
    expect(bonusTiers(setting)).toEqual([
      { folders: 3, multiplier: 1.03 },
      { folders: 5, multiplier: 1.05 },
      { folders: 7, multiplier: 1.07 },
    ]);
    expect(bonusTiers({ folder10: 9, bonus10: 1.2, folder2: 4, bonus2: 1.1 })).toEqual([
      { folders: 4, multiplier: 1.1 },
      { folders: 9, multiplier: 1.2 },
    ]);
  });

  it('leaves out unusable pairs and keeps the lower pair number on a repeated folder count', () => {
    const messy = {
      folder1: 3, bonus1: 1.1,
      folder2: '3', bonus2: 1.9,
      folder3: '', bonus3: 1.1,
      folder4: 'abc', bonus4: 1.1,
      folder5: 0, bonus5: 1.1,
      folder6: -2, bonus6: 1.1,
      folder7: 2.5, bonus7: 1.1,
      folder8: 6, bonus8: 0.9,
      folder9: 8,
      folder11: true, bonus11: 1.1,
      bonus12: 1.5,
      other: 4,
    } as unknown as BonusSetting;
    expect(bonusTiers(messy)).toEqual([{ folders: 3, multiplier: 1.1 }]);
    expect(bonusTiers(null as unknown as BonusSetting)).toEqual([]);
  });

  it('recomputes the bonus when the setting changes, and a malformed setting means no bonus', () => {
    const three = run([add(pick(1, 1.5)), add(pick(2, 1.5)), add(pick(3, 1.5))], initialPrematchSlipState());
    expect(three.selections.some(isBonusSelection)).toBe(false);
    const withBonus = prematchSlipReducer(three, { type: 'setBonusSetting', bonusSetting: setting });
    expect(withBonus.selections[0]?.slipName).toBe('3폴더 보너스');
    const cleared = prematchSlipReducer(withBonus, { type: 'setBonusSetting', bonusSetting: null as unknown as BonusSetting });
    expect(cleared.bonusSetting).toEqual({});
    expect(cleared.selections.some(isBonusSelection)).toBe(false);
  });
});

describe('malformed input never throws and has a defined result', () => {
  const state = run([add(pick(1, 1.5))]);

  it.each([
    ['a NaN price', pick(2, Number.NaN)],
    ['a negative price', pick(2, -1.5)],
    ['a price below 1', pick(2, 0.5)],
    ['a non-numeric string price', { ...pick(2, 1), betPrice: 'abc' as unknown as number }],
    ['no fixture id', { ...pick(2, 1.5), fixtureId: undefined as unknown as number }],
    ['no odds id', { ...pick(2, 1.5), id: undefined as unknown as number }],
    ['an infinite fixture id', pick(Number.POSITIVE_INFINITY, 1.5)],
    ['a bonus selection offered as a pick', bonusSelection({ folders: 3, multiplier: 1.03 })],
    ['null', null as unknown as Selection],
  ])('ignores an add with %s', (_label, selection) => {
    expect(prematchSlipReducer(state, { type: 'add', selection })).toBe(state);
  });

  it('stores a numeric-string price as a number, without touching the input', () => {
    const raw = { ...pick(2, 1), betPrice: '1.75' as unknown as number };
    const next = prematchSlipReducer(state, add(raw));
    expect(next.selections[1]).toEqual({ ...raw, betPrice: 1.75 });
    expect(raw.betPrice).toBe('1.75');
  });

  it('ignores unknown or missing actions', () => {
    expect(prematchSlipReducer(state, { type: 'explode' } as unknown as PrematchSlipAction)).toBe(state);
    expect(prematchSlipReducer(state, undefined as unknown as PrematchSlipAction)).toBe(state);
  });

  it('never mutates the state it is given', () => {
    const frozen = Object.freeze({ ...state, selections: Object.freeze([...state.selections]) });
    expect(() => run([add(pick(2, 1.5)), add(pick(3, 1.5)), { type: 'remove', id: 1 }, { type: 'clear' }], frozen)).not.toThrow();
    expect(frozen.selections).toHaveLength(1);
  });
});

describe('bonusProgress (the bonus gauge)', () => {
  it('on an empty slip: nothing qualifies, one more pick earns nothing, the first target is 3', () => {
    expect(bonusProgress(initialPrematchSlipState(setting))).toEqual({
      qualifying: [],
      current: null,
      next: null,
      upcoming: { folders: 3, multiplier: 1.03 },
    });
  });

  it('at 2 qualifying picks and one at 1.2: one more pick earns the 3-folder bonus of 1.03', () => {
    const state = run([add(pick(1, 1.5)), add(pick(2, 1.2)), add(pick(3, 2))]);
    const progress = bonusProgress(state);
    expect(progress.qualifying.map((selection) => selection.betPrice)).toEqual([1.5, 2]);
    expect(progress.current).toBeNull();
    expect(progress.next).toEqual({ folders: 3, multiplier: 1.03 });
  });

  it('at 3: holds 3 → 1.03, one more earns nothing new, the target is 5 → 1.05', () => {
    const state = run([1, 2, 3].map((fixture) => add(pick(fixture, 1.4))));
    expect(bonusProgress(state)).toMatchObject({
      current: { folders: 3, multiplier: 1.03 },
      next: null,
      upcoming: { folders: 5, multiplier: 1.05 },
    });
  });

  it('at 7 and beyond: the top tier, nothing further', () => {
    const state = run([1, 2, 3, 4, 5, 6, 7, 8].map((fixture) => add(pick(fixture, 1.3))));
    expect(bonusProgress(state)).toMatchObject({ current: { folders: 7, multiplier: 1.07 }, next: null, upcoming: null });
  });

  it('can be asked about another setting', () => {
    const state = run([1, 2].map((fixture) => add(pick(fixture, 1.4))));
    expect(bonusProgress(state, { folder1: 2, bonus1: 1.02 }).current).toEqual({ folders: 2, multiplier: 1.02 });
  });
});

describe(`bonusCombinationError (spec: '${BONUS_RULE}')`, () => {
  const bonus3 = bonusSelection({ folders: 3, multiplier: 1.03 });

  it('is undefined without a bonus, or with as many picks at or above 1.3 as the folder count', () => {
    expect(bonusCombinationError([pick(1, 1.1)])).toBeUndefined();
    expect(bonusCombinationError([bonus3, pick(1, 1.3), pick(2, 1.5), pick(3, 2), pick(4, 1.1)])).toBeUndefined();
  });

  it('is the bonus rule message when a pick under 1.3 leaves too few qualifying picks', () => {
    expect(bonusCombinationError([bonus3, pick(1, 1.5), pick(2, 2), pick(3, 1.29)])).toBe(BONUS_RULE);
  });

  it('reads the folder count from the id when the slip name is missing, and fails an unreadable bonus', () => {
    const byId = { ...bonus3, slipName: undefined };
    expect(bonusCombinationError([byId, pick(1, 1.5), pick(2, 2), pick(3, 1.4)])).toBeUndefined();
    expect(bonusCombinationError([byId, pick(1, 1.5)])).toBe(BONUS_RULE);
    const unreadable = { ...bonus3, slipName: '보너스', id: 'x' };
    expect(bonusCombinationError([unreadable, pick(1, 1.5), pick(2, 2), pick(3, 1.4)])).toBe(BONUS_RULE);
  });

  it('is undefined for input that is not a list, and skips holes in a list', () => {
    expect(bonusCombinationError(null as unknown as Selection[])).toBeUndefined();
    expect(bonusCombinationError([null as unknown as Selection, pick(1, 1.5)])).toBeUndefined();
  });

  it('agrees with qualifiesForBonus at the 1.3 line', () => {
    expect(qualifiesForBonus(pick(1, 1.3))).toBe(true);
    expect(qualifiesForBonus(pick(1, 1.29))).toBe(false);
    expect(qualifiesForBonus(bonus3)).toBe(false);
  });
});

describe('property: any sequence of add, change and remove (1,000 runs)', () => {
  const price = fc.oneof(
    fc.constantFrom<unknown>(1, 1.2, 1.29, 1.3, 1.5, 2, '2.5', '1.3', 10, 50, Number.NaN, -2, 'x', 0.5),
    fc.double({ min: 1, max: 12, noNaN: true }),
  );
  const selection = fc.record({
    fixtureId: fc.integer({ min: 1, max: 6 }),
    option: fc.integer({ min: 0, max: 3 }),
    marketId: fc.integer({ min: 1, max: 3 }),
    price,
  }).map(({ fixtureId, option, marketId, price: betPrice }) => ({
    id: fixtureId * 10 + option,
    fixtureId,
    marketId,
    marketName: `market ${marketId}`,
    betName: String(option),
    betPrice: betPrice as number,
  }));
  const action: fc.Arbitrary<PrematchSlipAction> = fc.oneof(
    selection.map((value) => ({ type: 'add' as const, selection: value })),
    fc.tuple(selection, fc.boolean()).map(([value, sameMarket]) => ({ type: 'change' as const, selection: value, sameMarket })),
    fc.integer({ min: 10, max: 63 }).map((id) => ({ type: 'remove' as const, id })),
  );
  const settings = fc.constantFrom<BonusSetting>(setting, {}, { folder1: 2, bonus1: 3, folder2: 4, bonus2: 1.2 }, { folder1: 1, bonus1: '9.9' });

  it('keeps one pick per fixture, the bonus first, and total odds at most 100', () => {
    fc.assert(
      fc.property(settings, fc.array(action, { maxLength: 40 }), (bonusSetting, actions) => {
        let state = initialPrematchSlipState(bonusSetting);
        for (const next of actions) {
          state = prematchSlipReducer(state, next);
          const picks = state.selections.filter((item) => !isBonusSelection(item));
          const fixtures = picks.map((item) => item.fixtureId);
          expect(new Set(fixtures).size).toBe(fixtures.length);
          const bonuses = state.selections.flatMap((item, index) => (isBonusSelection(item) ? [index] : []));
          expect(bonuses.length <= 1 && bonuses.every((index) => index === 0)).toBe(true);
          expect(totalOdds(state.selections.map((item) => item.betPrice))).toBeLessThanOrEqual(100);
          expect(bonusCombinationError(state.selections)).toBeUndefined();
          // Spec: whenever the cap speaks, the bonuses are dropped.
          if (state.error !== null) expect(bonuses).toEqual([]);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
