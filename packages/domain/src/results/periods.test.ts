import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodLabel, periodUnit } from './periods';

describe('period wording per sport (spec section 3)', () => {
  it.each(['Football', 'Handball'])('%s uses first/second half', (sport) => {
    expect(periodLabel(sport, 1)).toBe('전반');
    expect(periodLabel(sport, 2)).toBe('후반');
    expect(periodLabel(sport, 3)).toBeUndefined();
  });

  it.each(['Basketball', 'Rugby'])('%s uses quarter', (sport) => {
    expect(periodLabel(sport, 3)).toBe('3쿼터');
  });

  it('baseball uses inning', () => {
    expect(periodLabel('Baseball', 7)).toBe('7이닝');
  });

  it.each(['Volleyball', 'Esports', 'Tennis', 'Table Tennis'])('%s uses set', (sport) => {
    expect(periodLabel(sport, 2)).toBe('2세트');
  });

  it('names the units of the other sports', () => {
    expect(periodLabel('Ice Hockey', 1)).toBe('1피리어드');
    expect(periodLabel('MMA', 3)).toBe('3라운드');
    expect(periodLabel('Snooker', 5)).toBe('5프레임');
    expect(periodUnit('soccer')).toBe('half');
  });

  it('gives undefined for an unknown sport or a bad n', () => {
    expect(periodUnit('Curling')).toBeUndefined();
    expect(periodLabel('Curling', 1)).toBeUndefined();
    expect(periodLabel('Basketball', 0)).toBeUndefined();
    expect(periodLabel('Basketball', 1.5)).toBeUndefined();
    expect(periodLabel('Basketball', '2')).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (sport, n) => {
        const label = periodLabel(sport, n);
        expect(label === undefined || typeof label === 'string').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
