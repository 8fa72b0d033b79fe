import { describe, expect, it } from 'vitest';
import { type Selection } from '../entities';
import {
  ODDS_CHANGE_POLICIES,
  autoAcceptsAnyChange,
  evaluateOddsChange,
  oddsChangeTotals,
  policyFromAutoAccept,
  type OddsChangePolicy,
} from './odds-change-policy';

const home: Selection = { id: 101, fixtureId: 1, betPrice: 1.85, version: 7, marketName: '1X2', betName: '1' };
const away: Selection = { id: 102, fixtureId: 2, betPrice: 2.1, version: 7, marketName: '1X2', betName: '2' };

const fell = [{ oddsId: 101, betPrice: 1.8, version: 8 }];
const rose = [{ oddsId: 101, betPrice: 1.9, version: 8 }];
const mixed = [
  { oddsId: 101, betPrice: 2.5, version: 8 },
  { oddsId: 102, betPrice: 2.0, version: 8 },
];
const versionOnly = [{ oddsId: 101, betPrice: 1.859, version: 8 }];

const evaluate = (answer: unknown, policy: OddsChangePolicy) =>
  evaluateOddsChange({ selections: [home, away], answer, amount: 10_000, policy });

describe('given the server answered a bet with changed odds', () => {
  it('reports old and new total odds and expected winnings', () => {
    const result = evaluate(fell, 'ask');
    expect(result).toMatchObject({ oldTotalOdds: 3.88, newTotalOdds: 3.78, oldWinnings: 38_800, newWinnings: 37_800 });
    expect(result.rows.map((row) => row.changed)).toEqual([true, false]);
    expect(result.selections[0]).toEqual({ ...home, betPrice: 1.8, version: 8, betStartPrice: 1.85 });
  });

  it("with 'ask' (the spec's flag off), then the dialog always opens", () => {
    expect(evaluate(rose, 'ask').accepted).toBe(false);
    expect(evaluate(versionOnly, 'ask').accepted).toBe(false);
  });

  it("with 'accept-any' (the spec's flag on), then every change is accepted", () => {
    expect(evaluate(fell, 'accept-any').accepted).toBe(true);
    expect(evaluate(mixed, 'accept-any').accepted).toBe(true);
  });

  it("with 'accept-higher', then rises and unseen changes are accepted, any fall asks", () => {
    expect(evaluate(rose, 'accept-higher').accepted).toBe(true);
    expect(evaluate(versionOnly, 'accept-higher').accepted).toBe(true);
    expect(evaluate(fell, 'accept-higher').accepted).toBe(false);
    // One leg rose, the other fell: the fall must be seen even though the total rose.
    expect(evaluate(mixed, 'accept-higher')).toMatchObject({ newTotalOdds: 5, accepted: false });
  });

  it('with an unknown policy or junk input, then it asks and never throws', () => {
    expect(evaluate(rose, 'whatever' as never).accepted).toBe(false);
    const junk = evaluateOddsChange({ selections: null as never, answer: 'x', amount: Number.NaN, policy: 'accept-higher' });
    expect(junk).toMatchObject({ rows: [], oldTotalOdds: 0, newTotalOdds: 0, oldWinnings: 0, newWinnings: 0 });
  });

  it('maps the spec flag to a policy and back to changeFlag', () => {
    expect(ODDS_CHANGE_POLICIES).toEqual(['ask', 'accept-higher', 'accept-any']);
    expect(policyFromAutoAccept(true)).toBe('accept-any');
    expect(policyFromAutoAccept(false)).toBe('ask');
    expect(ODDS_CHANGE_POLICIES.map(autoAcceptsAnyChange)).toEqual([false, false, true]);
  });
});

describe('given no input object at all', () => {
  it('then nothing is accepted and nothing throws', () => {
    expect(evaluateOddsChange(null as never)).toMatchObject({ rows: [], selections: [], accepted: false, newWinnings: 0 });
  });
});

describe('given the odds-change dialog\'s rows (its totals line)', () => {
  const rows = evaluate(mixed, 'ask').rows;

  it('totals old and new prices, floored, with winnings at a stake', () => {
    // 1.85 × 2.1 = 3.885 → 3.88; 2.5 × 2.0 = 5.00.
    expect(oddsChangeTotals(rows, 10_000)).toEqual({ oldTotalOdds: 3.88, newTotalOdds: 5, oldWinnings: 38_800, newWinnings: 50_000 });
  });

  it('shows no winnings without a stake', () => {
    expect(oddsChangeTotals(rows, undefined)).toMatchObject({ oldWinnings: null, newWinnings: null });
    expect(oddsChangeTotals(rows, 0)).toMatchObject({ oldWinnings: null, newWinnings: null });
  });

  it('agrees with the evaluation of the same change', () => {
    const evaluation = evaluate(mixed, 'ask');
    expect(oddsChangeTotals(evaluation.rows, 10_000)).toEqual({
      oldTotalOdds: evaluation.oldTotalOdds,
      newTotalOdds: evaluation.newTotalOdds,
      oldWinnings: evaluation.oldWinnings,
      newWinnings: evaluation.newWinnings,
    });
  });
});
