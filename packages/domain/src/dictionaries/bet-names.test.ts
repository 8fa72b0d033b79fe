import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAW_LABEL, betNameFamilies, betNameFamily, betNameLabel } from './bet-names';

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

  it('keeps any other text, and the raw 1/2 when a team name is missing', () => {
    expect(betNameLabel('Over', 'A', 'B')).toBe('Over');
    expect(betNameLabel('1')).toBe('1');
    expect(betNameLabel(2, 'A', '  ')).toBe('2');
    expect(betNameLabel(undefined)).toBe('');
  });
});
