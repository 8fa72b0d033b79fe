import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorOdds, formatOdds, oddsDiffer, oddsDirection } from './odds';

describe('floorOdds (spec: odds floored to 2 decimals)', () => {
  it('floors instead of rounding', () => {
    expect(floorOdds(1.999)).toBe(1.99);
    expect(floorOdds(2.345)).toBe(2.34);
    expect(floorOdds(1.3)).toBe(1.3);
  });

  it('keeps hundredths that binary floats put just below the line', () => {
    expect(floorOdds(1.15)).toBe(1.15);
    expect(floorOdds(1.1 * 1.1)).toBe(1.21);
    expect(floorOdds(4.35)).toBe(4.35);
  });

  it('answers 0 for values that are not numbers', () => {
    expect(floorOdds(Number.NaN)).toBe(0);
    expect(floorOdds(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('never rises above the input and loses less than a hundredth', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1000, noNaN: true }), (odds) => {
        const floored = floorOdds(odds);
        expect(floored).toBeLessThanOrEqual(odds);
        expect(odds - floored).toBeLessThan(0.01);
        expect(Math.abs(floored * 100 - Math.round(floored * 100))).toBeLessThan(1e-6);
      }),
      { numRuns: 1000 },
    );
  });

  it('holds just below a hundredth boundary', () => {
    expect(floorOdds(99.99999999999999)).toBe(99.99);
    expect(floorOdds(2.3399999999999)).toBe(2.33);
  });
});

describe('formatOdds', () => {
  it('always shows two decimals of the floored value', () => {
    expect(formatOdds(1.5)).toBe('1.50');
    expect(formatOdds(2.999)).toBe('2.99');
    expect(formatOdds(100)).toBe('100.00');
  });
});

describe('oddsDiffer (odds-change dialog compares after flooring)', () => {
  it('treats prices equal at two decimals as unchanged', () => {
    expect(oddsDiffer(1.851, 1.859)).toBe(false);
  });
  it('reports a change of one hundredth', () => {
    expect(oddsDiffer(1.85, 1.86)).toBe(true);
  });
});

describe('oddsDirection (price arrows compare after flooring)', () => {
  it('is up or down when the floored prices differ, and undefined otherwise', () => {
    expect(oddsDirection(1.85, 2.1)).toBe('up');
    expect(oddsDirection(2.1, 1.95)).toBe('down');
    expect(oddsDirection(1.851, 1.858)).toBeUndefined();
    expect(oddsDirection(undefined, 1.85)).toBeUndefined();
  });
});
