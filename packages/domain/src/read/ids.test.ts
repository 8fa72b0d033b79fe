import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasId, idKey, idSet, sameId } from './ids';

describe('how ids are compared', () => {
  it('given a number and its digits as text, padded or not, they are one id', () => {
    expect(sameId(12, '12')).toBe(true);
    expect(sameId(' 12', 12)).toBe(true);
    expect(sameId('12 ', ' 12')).toBe(true);
  });

  it('given different ids, they differ', () => {
    expect(sameId(12, 13)).toBe(false);
    expect(sameId('012', 12)).toBe(false);
    expect(sameId('bonus', 'Bonus')).toBe(false);
  });

  it('given a missing, blank or non-id value, nothing matches it', () => {
    for (const missing of [undefined, null, '', '   ', Number.NaN, Number.POSITIVE_INFINITY, {}, [], true]) {
      expect(idKey(missing)).toBeUndefined();
      expect(sameId(missing, missing)).toBe(false);
      expect(sameId(missing, 12)).toBe(false);
    }
  });

  it('a set of ids answers for numbers and strings alike', () => {
    const ids = idSet([1, ' 2', '3', '', null]);
    expect(hasId(ids, '1')).toBe(true);
    expect(hasId(ids, 2)).toBe(true);
    expect(hasId(ids, ' 3 ')).toBe(true);
    expect(hasId(ids, '')).toBe(false);
    expect(ids.size).toBe(3);
  });

  it('is symmetric, and a number always matches its own digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.oneof(fc.integer(), fc.string()), (a, b) => sameId(a, b) === sameId(b, a)),
    );
    fc.assert(fc.property(fc.integer(), (id) => sameId(id, ` ${id} `)));
  });
});
