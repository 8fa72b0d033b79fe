import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAW_LABEL, betNameFamilies, betNameFamily, betNameLabel, betNameWord, betNameWords } from './bet-names';

describe('bet-name colour families (spec section 3)', () => {
  it('lists the families in the UI theme order', () => {
    expect(betNameFamilies).toEqual([
      'home', 'draw', 'away', 'over', 'under', 'odd', 'even', 'big', 'small', 'left', 'center', 'right',
      'red', 'blue', 'yellow', 'banker', 'player', 'tie', 'spade', 'heart', 'clover', 'dragon', 'tiger',
    ]);
  });

  it.each([
    ['1', 'home'], ['X', 'draw'], ['x', 'draw'], ['2', 'away'],
    ['Over', 'over'], ['오버', 'over'], ['Under', 'under'], ['언더', 'under'],
    ['Odd', 'odd'], ['홀', 'odd'], ['Even', 'even'], ['짝', 'even'],
    ['Big', 'big'], ['대', 'big'], ['Small', 'small'], ['소', 'small'],
    ['Left', 'left'], ['좌', 'left'], ['Center', 'center'], ['중', 'center'], ['Right', 'right'], ['우', 'right'],
    ['Red', 'red'], ['Blue', 'blue'], ['Yellow', 'yellow'],
    ['Banker', 'banker'], ['뱅커', 'banker'], ['Player', 'player'], ['플레이어', 'player'], ['Tie', 'tie'], ['타이', 'tie'],
    ['Spades', 'spade'], ['스페이드', 'spade'], ['Hearts', 'heart'], ['하트', 'heart'], ['Clover', 'clover'], ['클로버', 'clover'],
    ['Dragon', 'dragon'], ['드래곤', 'dragon'], ['용', 'dragon'],
    ['Tiger', 'tiger'], ['타이거', 'tiger'], ['호랑이', 'tiger'],
  ])('%s → %s', (name, family) => {
    expect(betNameFamily(name)).toBe(family);
  });

  it('ignores case, spaces and a trailing line', () => {
    expect(betNameFamily('  OVER ')).toBe('over');
    expect(betNameFamily('Over 2.5')).toBe('over');
    expect(betNameFamily('Under (-1.5)')).toBe('under');
    expect(betNameFamily(1)).toBe('home');
  });

  it('gives undefined for free text, a bare number or a non-string', () => {
    expect(betNameFamily('Arsenal')).toBeUndefined();
    expect(betNameFamily('1.5')).toBeUndefined();
    expect(betNameFamily('Arsenal 2')).toBeUndefined();
    expect(betNameFamily(null)).toBeUndefined();
  });

  it('maps every string to a family or undefined, never throwing', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const family = betNameFamily(name);
        expect(family === undefined || betNameFamilies.includes(family)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('bet-name labels (spec, Leg: 1 = home, 2 = away, X = draw)', () => {
  it('shows the team names and 무승부', () => {
    expect(betNameLabel('1', '울산 HD', '전북 현대')).toBe('울산 HD');
    expect(betNameLabel('2', '울산 HD', '전북 현대')).toBe('전북 현대');
    expect(betNameLabel('X', '울산 HD', '전북 현대')).toBe('무승부');
    expect(betNameLabel('x')).toBe(DRAW_LABEL);
  });

  it('reads English family spellings in Korean, as the board shows them', () => {
    expect(betNameLabel('Over', 'A', 'B')).toBe('오버');
    expect(betNameLabel('Under')).toBe('언더');
    expect(betNameLabel('Odd')).toBe('홀');
    expect(betNameLabel('even')).toBe('짝');
    expect(betNameLabel('Banker')).toBe('뱅커');
  });

  it('keeps any other text, and the raw 1/2 when a team name is missing', () => {
    expect(betNameLabel('울산 HD 승')).toBe('울산 HD 승');
    expect(betNameLabel('1')).toBe('1');
    expect(betNameLabel(2, 'A', '  ')).toBe('2');
    expect(betNameLabel(undefined)).toBe('');
  });
});

describe('bet names in Korean (every English bet name a member sees)', () => {
  it.each([
    ['Over', '오버'], ['UNDER', '언더'], ['Odd', '홀'], ['Even', '짝'], ['Big', '대'], ['Small', '소'],
    ['Left', '좌'], ['Centre', '중'], ['Right', '우'], ['Red', '레드'], ['Blue', '블루'], ['Yellow', '옐로우'],
    ['Banker', '뱅커'], ['Player', '플레이어'], ['Tie', '타이'], ['Spades', '스페이드'], ['Hearts', '하트'],
    ['Clubs', '클로버'], ['Dragon', '드래곤'], ['Tiger', '타이거'], [' home ', '홈'], ['Draw', '무승부'], ['Away', '원정'],
    ['Yes', '예'], ['NO', '아니오'],
  ])('%s → %s', (name, word) => {
    expect(betNameWord(name)).toBe(word);
  });

  it("keeps the board's symbols 1, X and 2, Korean and free text as sent", () => {
    for (const name of ['1', 'X', 'x', '2', '오버', '호랑이', '3줄', 'Arsenal', 'Over 2.5', '']) expect(betNameWord(name)).toBe(name);
    expect(betNameWord(2)).toBe('2');
    expect(betNameWord(null)).toBe('');
  });

  it('has a Korean word for every family', () => {
    for (const family of betNameFamilies) expect(betNameWords[family]).toMatch(/^[가-힣]+$/);
  });
});
