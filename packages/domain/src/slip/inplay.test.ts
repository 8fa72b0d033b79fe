import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Selection } from '../entities';
import {
  MARKET_TYPE_GROUPS,
  initialInplaySlipState,
  inplaySlipReducer,
  marketTypeGroup,
  marketTypeGroups,
  type InplaySlipAction,
  type InplaySlipState,
} from './inplay';

let nextId = 1;
/** A live pick on a fixture in a market. */
function pick(fixtureId: number, marketName: string, betPrice = 1.9, extra: Partial<Selection> = {}): Selection {
  return { id: nextId++, fixtureId, marketName, betName: '1', betPrice, ...extra };
}

/** The slip after a series of actions. */
function run(actions: readonly InplaySlipAction[], state: InplaySlipState = initialInplaySlipState()): InplaySlipState {
  return actions.reduce(inplaySlipReducer, state);
}

const add = (selection: Selection): InplaySlipAction => ({ type: 'add', selection });
const markets = (state: InplaySlipState) => state.selections.map((selection) => `${selection.fixtureId}:${selection.marketName}`);

describe('marketTypeGroup (spec: over/under, under/over, 1X2, 12, handicap, other)', () => {
  it.each([
    ['Over/Under', 'over/under'],
    ['Total', 'over/under'],
    ['Totals', 'over/under'],
    ['Goals Over/Under', 'over/under'],
    ['Under/Over', 'under/over'],
    ['under / over', 'under/over'],
    ['1X2', '1X2'],
    ['1x2', '1X2'],
    ['Full Time Result', '1X2'],
    ['12', '12'],
    ['Match Winner', '12'],
    ['Home/Away', '12'],
    ['  home/away ', '12'],
    ['Moneyline', '12'],
    ['Asian Handicap', 'handicap'],
    ['ASIAN   HANDICAP', 'handicap'],
    ['Handicap', 'handicap'],
    ['Run Line', 'handicap'],
    ['Correct Score', 'other'],
    ['1st Half Asian Handicap', 'other'],
    ['toString', 'other'],
  ])('%s → %s', (name, group) => {
    expect(marketTypeGroup(name)).toBe(group);
  });

  it('answers other for a missing or non-string name', () => {
    expect(marketTypeGroup(undefined)).toBe('other');
    expect(marketTypeGroup(12)).toBe('other');
  });

  it('maps only to the six groups of the spec', () => {
    expect(MARKET_TYPE_GROUPS).toEqual(['over/under', 'under/over', '1X2', '12', 'handicap', 'other']);
    for (const group of Object.values(marketTypeGroups)) expect(MARKET_TYPE_GROUPS).toContain(group);
  });
});

describe('given an in-play slip', () => {
  it('starts empty and appends picks on different fixtures', () => {
    expect(initialInplaySlipState()).toEqual({ selections: [] });
    expect(markets(run([add(pick(1, '1X2')), add(pick(2, 'Handicap'))]))).toEqual(['1:1X2', '2:Handicap']);
  });

  it('replaces the fixture’s pick of the same market type group, in its place', () => {
    const state = run([add(pick(1, '1X2', 2.1)), add(pick(2, '1X2')), add(pick(1, 'Full Time Result', 3.4))]);
    expect(markets(state)).toEqual(['1:Full Time Result', '2:1X2']);
    expect(state.selections[0]?.betPrice).toBe(3.4);
  });

  it('keeps a second pick on the fixture when its group differs (handicap + over/under)', () => {
    const state = run([add(pick(1, 'Asian Handicap')), add(pick(1, 'Over/Under'))]);
    expect(markets(state)).toEqual(['1:Asian Handicap', '1:Over/Under']);
  });

  it('with two picks on the fixture, keeps the one of a different group and replaces the other', () => {
    const state = run([add(pick(1, 'Asian Handicap')), add(pick(1, 'Over/Under')), add(pick(1, 'Handicap', 2.5))]);
    expect(markets(state)).toEqual(['1:Handicap', '1:Over/Under']);
  });

  it('with two picks on the fixture and neither in the new group, replaces the older and keeps the newer', () => {
    const state = run([add(pick(1, 'Asian Handicap')), add(pick(1, 'Over/Under')), add(pick(1, '1X2'))]);
    expect(markets(state)).toEqual(['1:1X2', '1:Over/Under']);
  });

  it('brings a restored slip with three picks on a fixture back to two', () => {
    const restored = { selections: [pick(1, '1X2'), pick(1, 'Handicap'), pick(2, '12'), pick(1, 'Total')] };
    expect(markets(inplaySlipReducer(restored, add(pick(1, 'Handicap'))))).toEqual(['1:Handicap', '2:12', '1:Total']);
  });
});

describe('toggle, remove and clear', () => {
  it('toggle adds a pick, and a second toggle of the same odds removes it', () => {
    const chosen = pick(1, '1X2');
    const once = run([{ type: 'toggle', selection: chosen }]);
    expect(once.selections).toEqual([chosen]);
    expect(run([{ type: 'toggle', selection: { ...chosen } }], once).selections).toEqual([]);
  });

  it('toggle of other odds on the fixture follows the add rule', () => {
    const state = run([add(pick(1, '1X2')), { type: 'toggle', selection: pick(1, '1X2', 3) }]);
    expect(state.selections.map((selection) => selection.betPrice)).toEqual([3]);
  });

  it('removes by odds id and leaves the state as it is for an unknown id', () => {
    const first = pick(1, '1X2');
    const state = run([add(first), add(pick(2, '12'))]);
    expect(markets(inplaySlipReducer(state, { type: 'remove', id: String(first.id) }))).toEqual(['2:12']);
    expect(inplaySlipReducer(state, { type: 'remove', id: 'none' })).toBe(state);
  });

  it('clear empties the slip, and an empty slip stays the same object', () => {
    const state = run([add(pick(1, '1X2'))]);
    expect(inplaySlipReducer(state, { type: 'clear' })).toEqual({ selections: [] });
    const empty = initialInplaySlipState();
    expect(inplaySlipReducer(empty, { type: 'clear' })).toBe(empty);
  });

  it('ignores malformed picks and actions', () => {
    const state = run([add(pick(1, '1X2'))]);
    expect(inplaySlipReducer(state, add(pick(2, '1X2', Number.NaN)))).toBe(state);
    expect(inplaySlipReducer(state, { type: 'toggle', selection: null as unknown as Selection })).toBe(state);
    expect(inplaySlipReducer(state, { type: 'nope' } as unknown as InplaySlipAction)).toBe(state);
    expect(inplaySlipReducer(state, null as unknown as InplaySlipAction)).toBe(state);
  });
});

describe('property: any sequence of add, toggle and remove (1,000 runs)', () => {
  const names = ['Over/Under', 'Total', 'Under/Over', '1X2', 'Match Winner', '12', 'Asian Handicap', 'Handicap', 'Correct Score', 'HT/FT'];
  const selection = fc
    .record({ fixtureId: fc.integer({ min: 1, max: 4 }), name: fc.integer({ min: 0, max: names.length - 1 }), option: fc.integer({ min: 0, max: 2 }) })
    .map(({ fixtureId, name, option }) => pick(fixtureId, names[name]!, 1.5, { id: `${fixtureId}-${name}-${option}` }));
  const action: fc.Arbitrary<InplaySlipAction> = fc.oneof(
    selection.map((value) => ({ type: 'add' as const, selection: value })),
    selection.map((value) => ({ type: 'toggle' as const, selection: value })),
    selection.map((value) => ({ type: 'remove' as const, id: value.id })),
  );

  it('never holds more than two picks on a fixture, nor two of the same group', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = initialInplaySlipState();
        for (const next of actions) {
          state = inplaySlipReducer(state, next);
          const byFixture = new Map<unknown, string[]>();
          for (const item of state.selections) {
            byFixture.set(item.fixtureId, [...(byFixture.get(item.fixtureId) ?? []), marketTypeGroup(item.marketName)]);
          }
          for (const groups of byFixture.values()) {
            expect(groups.length).toBeLessThanOrEqual(2);
            expect(new Set(groups).size).toBe(groups.length);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
