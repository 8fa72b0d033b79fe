import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBackOfficeAdmin, levelIcon, levelLabel } from './roles';

describe('levelLabel (spec: role 4 is VIP, 5 VVIP, others LV.{role})', () => {
  it.each([
    [1, 'LV.1'],
    [3, 'LV.3'],
    [4, 'VIP'],
    [5, 'VVIP'],
    [10, 'LV.10'],
    ['4', 'VIP'],
  ] as const)('given role %j, shows %s', (role, label) => {
    expect(levelLabel(role)).toBe(label);
  });
  it('given a junk role, shows LV.1', () => {
    expect(levelLabel(Number.NaN)).toBe('LV.1');
    expect(levelLabel(undefined)).toBe('LV.1');
  });
});

describe('levelIcon (spec: the role if it is 5 or less, otherwise 1)', () => {
  it('uses roles 1..5 as they are, and 1 above', () => {
    expect([1, 2, 3, 4, 5].map(levelIcon)).toEqual([1, 2, 3, 4, 5]);
    expect(levelIcon(6)).toBe(1);
    expect(levelIcon(10)).toBe(1);
  });
  it('given role 0, a negative role or junk, uses 1', () => {
    expect(levelIcon(0)).toBe(1);
    expect(levelIcon(-2)).toBe(1);
    expect(levelIcon('abc')).toBe(1);
  });
  it('is always an icon 1..5 (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer(), (junk, role) => {
        expect([1, 2, 3, 4, 5]).toContain(levelIcon(junk));
        expect([1, 2, 3, 4, 5]).toContain(levelIcon(role));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isBackOfficeAdmin (spec: type 1, role 10 and withdrawalType 0)', () => {
  it('given type 1, role 10, withdrawalType 0, is the admin', () => {
    expect(isBackOfficeAdmin({ type: 1, role: 10, withdrawalType: 0 })).toBe(true);
    expect(isBackOfficeAdmin({ type: '1', role: '10', withdrawalType: '0' } as never)).toBe(true);
  });
  it('given any other combination, is not', () => {
    expect(isBackOfficeAdmin({ type: 0, role: 10, withdrawalType: 0 })).toBe(false);
    expect(isBackOfficeAdmin({ type: 1, role: 5, withdrawalType: 0 })).toBe(false);
    expect(isBackOfficeAdmin({ type: 1, role: 10, withdrawalType: 1 })).toBe(false);
    expect(isBackOfficeAdmin({ type: 1, role: 10.5, withdrawalType: 0 })).toBe(false);
    expect(isBackOfficeAdmin({ type: 1, role: 10 })).toBe(false);
    expect(isBackOfficeAdmin(null)).toBe(false);
    expect(isBackOfficeAdmin(undefined)).toBe(false);
  });
});
