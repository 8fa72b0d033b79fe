import { describe, expect, it } from 'vitest';
import { type Selection } from '../entities';
import { idKey, isRecord } from '../read';
import { readPick, sameOdds } from './pick';

describe('reading picks from the feed', () => {
  it('keys ids as strings, so 12 and "12" are the same fixture', () => {
    expect(idKey(12)).toBe('12');
    expect(idKey('12')).toBe('12');
    expect(idKey('')).toBeUndefined();
    expect(idKey(Number.NaN)).toBeUndefined();
    expect(idKey(null)).toBeUndefined();
  });

  it('knows the same odds across number and string ids', () => {
    const a = { id: 5, fixtureId: 1, betPrice: 2, marketName: '1X2', betName: '1' } as Selection;
    expect(sameOdds(a, { ...a, id: '5', fixtureId: '1' })).toBe(true);
    expect(sameOdds(a, { ...a, fixtureId: 2 })).toBe(false);
  });

  it('refuses what is not a pick and keeps a good pick as the same object', () => {
    const good = { id: 1, fixtureId: 1, betPrice: 1, marketName: '1X2', betName: '1' } as Selection;
    expect(readPick(good)).toBe(good);
    expect(readPick('pick')).toBeUndefined();
    expect(readPick({ ...good, betPrice: 0.99 })).toBeUndefined();
    expect(isRecord([])).toBe(true);
    expect(isRecord(undefined)).toBe(false);
  });
});
