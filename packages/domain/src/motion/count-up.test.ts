import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countUpAmount } from './count-up';

describe('countUpAmount (the jackpot box counting from the old value to the new one)', () => {
  it('starts on the old amount, eases out (more than half way at half time) and lands exactly on the new one', () => {
    expect(countUpAmount(128_450_000, 128_575_000, 0, 1_000)).toBe(128_450_000);
    const halfWay = countUpAmount(128_450_000, 128_575_000, 500, 1_000);
    expect(halfWay).toBeGreaterThan(128_450_000 + 125_000 / 2);
    expect(halfWay).toBeLessThan(128_575_000);
    expect(countUpAmount(128_450_000, 128_575_000, 1_000, 1_000)).toBe(128_575_000);
    expect(countUpAmount(128_450_000, 128_575_000, 5_000, 1_000)).toBe(128_575_000);
  });

  it('shows the new amount at once for a count of no time, or a time that is not a number', () => {
    expect(countUpAmount(1_000, 2_000, 0, 0)).toBe(2_000);
    expect(countUpAmount(1_000, 2_000, Number.NaN, 1_000)).toBe(2_000);
    expect(countUpAmount(1_000, 2_000, 100, Number.NaN)).toBe(2_000);
  });

  it('counts down the same way when the new amount is lower', () => {
    expect(countUpAmount(2_000, 1_000, 0, 1_000)).toBe(2_000);
    expect(countUpAmount(2_000, 1_000, 500, 1_000)).toBeLessThan(1_500);
    expect(countUpAmount(2_000, 1_000, 1_000, 1_000)).toBe(1_000);
  });

  it('always shows whole won between the two amounts, never going back as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: -100, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (from, to, duration, earlier, step) => {
          const first = countUpAmount(from, to, earlier, duration);
          const later = countUpAmount(from, to, earlier + step, duration);
          expect(Number.isInteger(first)).toBe(true);
          expect(first).toBeGreaterThanOrEqual(Math.min(from, to));
          expect(first).toBeLessThanOrEqual(Math.max(from, to));
          if (to >= from) expect(later).toBeGreaterThanOrEqual(first);
          else expect(later).toBeLessThanOrEqual(first);
        },
      ),
    );
  });
});
