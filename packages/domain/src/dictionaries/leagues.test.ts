import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAGUE_NAME_MAX_LENGTH, TRUNCATION_MARK, leagueLabel, leagueLabels, truncateLeagueName } from './leagues';

describe('league names', () => {
  it.each([
    ['Premier League', '프리미어리그'],
    ['La Liga', '라리가'],
    ['Serie A', '세리에A'],
    ['Bundesliga', '분데스리가'],
    ['Ligue 1', '리그1'],
    ['K League 1', 'K리그1'],
    ['K League 2', 'K리그2'],
    ['J1 League', 'J1리그'],
    ['UEFA Champions League', 'UEFA 챔피언스리그'],
    ['Europa League', 'UEFA 유로파리그'],
    ['MLS', 'MLS'],
    ['KBO', 'KBO'],
    ['KBO League', 'KBO 리그'],
    ['Asia League Ice Hockey', '아시아리그 아이스하키'],
    ['EuroLeague', '유로리그'],
    ['V-League Men', 'V-리그 남자부'],
    ['V-League (Women)', 'V-리그 여자부'],
    ['Worlds', '롤드컵'],
  ])('translates %s to %s', (name, label) => {
    expect(leagueLabel(name)).toBe(label);
  });

  it('ignores case and spacing', () => {
    expect(leagueLabel('  premier   LEAGUE ')).toBe('프리미어리그');
  });

  it('falls back to the input, or "" for a non-string', () => {
    expect(leagueLabel('Cambodian Premier League')).toBe('Cambodian Premier League');
    expect(leagueLabel(null)).toBe('');
  });

  it('translates every table row', () => {
    for (const [name, label] of Object.entries(leagueLabels)) expect(leagueLabel(name)).toBe(label);
  });

  describe('truncateLeagueName: cut at 20 characters', () => {
    it('keeps a name of 20 characters or fewer whole', () => {
      expect(LEAGUE_NAME_MAX_LENGTH).toBe(20);
      expect(truncateLeagueName('UEFA 챔피언스리그')).toBe('UEFA 챔피언스리그');
      expect(truncateLeagueName('12345678901234567890')).toBe('12345678901234567890');
    });

    it('cuts a longer name to its first 20 characters and adds …', () => {
      expect(truncateLeagueName('123456789012345678901')).toBe(`12345678901234567890${TRUNCATION_MARK}`);
      expect(truncateLeagueName('International Friendlies Women')).toBe('International Friend…');
    });

    it('counts code points, never splitting a surrogate pair', () => {
      expect(truncateLeagueName('⚽'.repeat(3) + '😀'.repeat(20), 4)).toBe('⚽⚽⚽😀…');
    });

    it('trims first, takes a custom max, and falls back to 20 for a bad max', () => {
      expect(truncateLeagueName('  KBO  ', 3)).toBe('KBO');
      expect(truncateLeagueName('abcdef', 3)).toBe('abc…');
      expect(truncateLeagueName('a'.repeat(25), 0)).toBe(`${'a'.repeat(20)}…`);
      expect(truncateLeagueName('a'.repeat(25), 2.5)).toBe(`${'a'.repeat(20)}…`);
      expect(truncateLeagueName(undefined)).toBe('');
    });

    it('never exceeds max + 1 characters and keeps a prefix of the trimmed name', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 40 }), (name, max) => {
          const out = Array.from(truncateLeagueName(name, max));
          expect(out.length).toBeLessThanOrEqual(max + 1);
          const kept = out.at(-1) === TRUNCATION_MARK && Array.from(name.trim()).length > max ? out.slice(0, -1) : out;
          expect(name.trim().startsWith(kept.join(''))).toBe(true);
        }),
        { numRuns: 1000 },
      );
    });
  });
});
