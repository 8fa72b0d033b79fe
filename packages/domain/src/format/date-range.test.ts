import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRangePreset, dateRangePresetDays, dateRangePresets } from './date-range';
import { dateRangePresetLabels } from './labels';
import { calendarDaysBefore, formatIsoDate, seoulCalendarDate } from '../time';

describe('date range presets (spec section 9)', () => {
  const now = new Date('2026-11-22T03:00:00Z'); // 12:00 in Seoul

  it('offers today, 7 days, 15 days, 1 month (30 days), 3 months (90 days) with Korean labels', () => {
    expect(dateRangePresets).toEqual(['today', '7days', '15days', '1month', '3months']);
    expect(dateRangePresetDays).toEqual({ today: 0, '7days': 7, '15days': 15, '1month': 30, '3months': 90 });
    expect(dateRangePresetLabels).toEqual({ today: '오늘', '7days': '7일', '15days': '15일', '1month': '1개월', '3months': '3개월' });
  });

  it.each([
    ['today', '2026-11-22'],
    ['7days', '2026-11-15'],
    ['15days', '2026-11-07'],
    ['1month', '2026-10-23'],
    ['3months', '2026-08-24'],
  ] as const)('%s ends today in Seoul and starts on %s', (preset, from) => {
    expect(dateRangePreset(preset, now)).toEqual({ from, to: '2026-11-22' });
  });

  it('uses the Korean date, not the machine or UTC date', () => {
    // 15:30 UTC on 31 Dec is 00:30 on 1 Jan in Seoul.
    expect(dateRangePreset('today', '2026-12-31T15:30:00Z')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(dateRangePreset('7days', Date.UTC(2026, 11, 31, 15, 30))).toEqual({ from: '2026-12-25', to: '2027-01-01' });
    // 14:59 UTC is still the same Korean day.
    expect(dateRangePreset('today', '2026-12-31T14:59:59Z')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('crosses month ends and leap days', () => {
    expect(dateRangePreset('1month', '2028-03-15T00:00:00Z')).toEqual({ from: '2028-02-14', to: '2028-03-15' });
    expect(dateRangePreset('7days', '2028-03-05T00:00:00Z')).toEqual({ from: '2028-02-27', to: '2028-03-05' });
  });

  it('gives undefined for an unknown preset or an invalid time', () => {
    expect(dateRangePreset('1year', now)).toBeUndefined();
    expect(dateRangePreset('toString', now)).toBeUndefined();
    expect(dateRangePreset(7, now)).toBeUndefined();
    expect(dateRangePreset('today', 'not a date')).toBeUndefined();
    expect(dateRangePreset('today', Number.NaN)).toBeUndefined();
  });

  it('always spans exactly the preset days, from before to, for any time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dateRangePresets),
        fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        (preset, instant) => {
          const range = dateRangePreset(preset, instant);
          expect(range).toBeDefined();
          const { from, to } = range as { from: string; to: string };
          expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(dateRangePresetDays[preset]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('Seoul calendar helpers', () => {
  it('reads the Korean date and weekday', () => {
    expect(seoulCalendarDate('2026-11-22T15:00:00Z')).toEqual({ year: 2026, month: 11, day: 23, weekday: 1 });
    expect(seoulCalendarDate({})).toBeUndefined();
  });

  it('steps calendar days and pads dates', () => {
    expect(calendarDaysBefore({ year: 2026, month: 1, day: 1 }, 1)).toEqual({ year: 2025, month: 12, day: 31, weekday: 3 });
    expect(formatIsoDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });
});
