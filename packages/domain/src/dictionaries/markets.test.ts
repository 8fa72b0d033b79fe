import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasMarketLabel, marketLabel, marketLabels } from './markets';

describe('market names (spec section 3: English market names map to Korean labels)', () => {
  it.each([
    ['1X2', '승무패'],
    ['Under/Over', '언더/오버'],
    ['Asian Handicap', '핸디캡'],
    ['HT/FT', '하프타임/풀타임'],
    ['Odd/Even', '홀/짝'],
    ['Left/Right', '좌/우'],
    ['Bonus', '보너스'],
    ['Correct Score', '정확한 스코어'],
    ['Double Chance', '더블찬스'],
    ['Both Teams To Score', '양팀 득점'],
    ['Corners', '코너킥'],
    ['Cards', '카드'],
    ['Overtime', '연장전'],
    ['Penalty Shootout', '승부차기'],
    ['To Win The Toss', '토스 승리팀'],
    ['Will There Be A Run In The 1st Inning', '1이닝 득점/무득점'],
    ['Map Winner', '세트 승패'],
    ['Highest Scoring Half', '최다 득점 하프'],
    ['12', '승패'],
  ])('labels %s as %s', (name, label) => {
    expect(marketLabel(name)).toBe(label);
  });

  it('ignores case and surrounding or doubled whitespace', () => {
    expect(marketLabel('  asian   HANDICAP ')).toBe('핸디캡');
    expect(marketLabel('both teams to score')).toBe('양팀 득점');
  });

  it('keeps the English text of an unlabelled market, untouched', () => {
    expect(marketLabel('Player To Score A Hat-Trick ')).toBe('Player To Score A Hat-Trick ');
    expect(hasMarketLabel('Player To Score A Hat-Trick')).toBe(false);
  });

  describe('composed names: a qualifier before or after a known market', () => {
    it.each([
      ['1st Half Asian Handicap', '전반 핸디캡'],
      ['Asian Handicap 1st Half', '전반 핸디캡'],
      ['2nd Half 1X2', '후반 승무패'],
      ['First Half Under/Over', '전반 언더/오버'],
      ['Second Half Odd/Even', '후반 홀/짝'],
      ['Under/Over 1st Period', '1피리어드 언더/오버'],
      ['3rd Quarter Asian Handicap', '3쿼터 핸디캡'],
      ['Quarter 2 Under/Over', '2쿼터 언더/오버'],
      ['Set 1 Winner', '1세트 승패'],
      ['Map 2 Winner', '2세트 승패'],
      ['Winner Map 3', '3세트 승패'],
      ['1st Inning 1X2', '1이닝 승무패'],
      ['Under/Over Including Overtime', '언더/오버 (연장포함)'],
      ['12 Including Overtime', '승패 (연장포함)'],
      ['Corners Asian Handicap', '코너킥 핸디캡'],
      ['Under/Over (Corners)', '코너킥 언더/오버'],
      ['1st Half Corners Under/Over', '전반 코너킥 언더/오버'],
      ['Cards Under/Over', '카드 언더/오버'],
      ['Home Team Under/Over', '홈팀 언더/오버'],
      ['Under/Over Away Team', '원정팀 언더/오버'],
      ['Asian Handicap - 1st Half', '전반 핸디캡'],
      ['Overtime Asian Handicap', '연장전 핸디캡'],
      ['1X2 Regular Time', '승무패 (정규시간)'],
    ])('labels %s as %s', (name, label) => {
      expect(marketLabel(name)).toBe(label);
      expect(hasMarketLabel(name)).toBe(true);
    });

    it('labels nothing when the base after the qualifier is unknown', () => {
      expect(marketLabel('1st Half Player Cards')).toBe('1st Half Player Cards');
    });

    it('leaves a third half unlabelled (only two halves exist)', () => {
      expect(marketLabel('3rd Half 1X2')).toBe('3rd Half 1X2');
    });

    it('stops after four qualifiers', () => {
      expect(marketLabel('1st Half Corners Home Team Under/Over Including Overtime')).toBe(
        '전반 코너킥 홈팀 언더/오버 (연장포함)',
      );
      const five = '1st Half 2nd Quarter Corners Home Team Under/Over Including Overtime';
      expect(marketLabel(five)).toBe(five);
    });
  });

  it('gives "" for anything not a string', () => {
    expect(marketLabel(undefined)).toBe('');
    expect(marketLabel(42)).toBe('');
    expect(hasMarketLabel(null)).toBe(false);
  });

  it('has a Korean label for every table entry', () => {
    for (const [name, label] of Object.entries(marketLabels)) expect(marketLabel(name)).toBe(label);
  });

  it('never throws, and returns the input or a label, for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const label = marketLabel(name);
        expect(typeof label).toBe('string');
        if (!hasMarketLabel(name)) expect(label).toBe(name);
      }),
      { numRuns: 1000 },
    );
  });

  it('is case- and space-insensitive for every labelled name', () => {
    const names = Object.keys(marketLabels);
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.boolean(), fc.nat(3), (name, upper, pad) => {
        const variant = `${' '.repeat(pad)}${upper ? name.toUpperCase() : name.toLowerCase()}${' '.repeat(pad)}`;
        expect(marketLabel(variant)).toBe(marketLabel(name));
      }),
      { numRuns: 1000 },
    );
  });
});
