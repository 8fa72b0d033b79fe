import { describe, expect, it } from 'vitest';
import { canonicalSport, sportNames } from './sports';
import { sportLabel } from '../results/sport-names';

describe('canonicalSport', () => {
  it("reads the spec menu's 'E-Games' (sport id 687890) as esports, whatever its case", () => {
    expect(canonicalSport('E-Games')).toBe('Esports');
    expect(canonicalSport('e-games')).toBe('Esports');
  });
});

describe('sportLabel', () => {
  it.each([
    ['Basketball', '농구'],
    ['Football', '축구'],
    ['Soccer', '축구'],
    ['Baseball', '야구'],
    ['Ice Hockey', '아이스하키'],
    ['E-Games', 'e스포츠'],
  ])('reads the feed name %s as %s', (name, label) => {
    expect(sportLabel(name)).toBe(label);
  });

  it('gives every sport of the dictionaries a Korean name', () => {
    for (const name of sportNames) expect(sportLabel(name)).toMatch(/[가-힣]/);
  });

  it('keeps a name it does not know (a Korean one included), and gives "" for a non-string', () => {
    expect(sportLabel('경마')).toBe('경마');
    expect(sportLabel('Kabaddi')).toBe('Kabaddi');
    expect(sportLabel(undefined)).toBe('');
  });
});
