import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecord, toFiniteNumber, toInteger, toPositiveInteger } from './values';

describe('readers of server and router values', () => {
  it('toFiniteNumber reads numbers and numeric strings; empty, NaN, Infinity and objects are undefined', () => {
    expect(toFiniteNumber(12)).toBe(12);
    expect(toFiniteNumber(' 3.5 ')).toBe(3.5);
    expect(toFiniteNumber('')).toBeUndefined();
    expect(toFiniteNumber('   ')).toBeUndefined();
    expect(toFiniteNumber('abc')).toBeUndefined();
    expect(toFiniteNumber(Number.NaN)).toBeUndefined();
    expect(toFiniteNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toFiniteNumber({})).toBeUndefined();
  });
  it('toInteger cuts toward zero and clamps to the safe-integer range', () => {
    expect(toInteger(2.9)).toBe(2);
    expect(toInteger(-2.9)).toBe(-2);
    expect(toInteger(-0.5)).toBe(0);
    expect(toInteger(1e300)).toBe(Number.MAX_SAFE_INTEGER);
    expect(toInteger(-1e300)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(toInteger(null)).toBeUndefined();
  });
  it('toPositiveInteger keeps 1 and more only', () => {
    expect(toPositiveInteger('7')).toBe(7);
    expect(toPositiveInteger(0)).toBeUndefined();
    expect(toPositiveInteger(undefined)).toBeUndefined();
  });
  it('isRecord is true for objects and arrays only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
  it('toInteger always gives a safe integer or undefined, whatever it is given (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.integer()), (value) => {
        const result = toInteger(value);
        if (result !== undefined) expect(Number.isSafeInteger(result)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
