import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameStatusLabel, gameStatusLabels } from './game-status';
import { sportNames } from '../dictionaries/sports';

describe('game status per sport (spec section 3)', () => {
  it.each([
    [10, '전반전'],
    [20, '후반전'],
    [30, '연장 전반전'],
    [35, '연장 후반전'],
    [50, '승부차기'],
    [100, '경기종료'],
    [101, '연장 후 경기종료'],
    [102, '승부차기 후 경기종료'],
  ])('Football %i → %s', (code, label) => {
    expect(gameStatusLabel('Football', code)).toBe(label);
  });

  it.each(['Basketball', 'American Football'])('%s: quarters 1-4, 40 overtime, 100 and 101', (sport) => {
    expect([1, 2, 3, 4].map((code) => gameStatusLabel(sport, code))).toEqual(['1쿼터', '2쿼터', '3쿼터', '4쿼터']);
    expect(gameStatusLabel(sport, 40)).toBe('연장전');
    expect(gameStatusLabel(sport, 100)).toBe('경기종료');
    expect(gameStatusLabel(sport, 101)).toBe('연장 후 경기종료');
  });

  it('Baseball: innings 1-9, 40 extra, 62 error', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((code) => gameStatusLabel('Baseball', code))).toEqual([
      '1이닝', '2이닝', '3이닝', '4이닝', '5이닝', '6이닝', '7이닝', '8이닝', '9이닝',
    ]);
    expect(gameStatusLabel('Baseball', 40)).toBe('연장이닝');
    expect(gameStatusLabel('Baseball', 62)).toBe('실책');
    expect(gameStatusLabel('Baseball', 10)).toBeUndefined();
  });

  it('Tennis: sets 1-5, 60 game', () => {
    expect([1, 2, 3, 4, 5].map((code) => gameStatusLabel('Tennis', code))).toEqual(['1세트', '2세트', '3세트', '4세트', '5세트']);
    expect(gameStatusLabel('Tennis', 60)).toBe('게임');
  });

  it('Volleyball: sets 1-5, 50 golden set', () => {
    expect([1, 2, 3, 4, 5].map((code) => gameStatusLabel('Volleyball', code))).toEqual(['1세트', '2세트', '3세트', '4세트', '5세트']);
    expect(gameStatusLabel('Volleyball', 50)).toBe('골든세트');
  });

  it('MMA 65 round, Cricket 70 over and 71 delivery, Snooker 66 frame', () => {
    expect(gameStatusLabel('MMA', 65)).toBe('라운드');
    expect(gameStatusLabel('Cricket', 70)).toBe('오버');
    expect(gameStatusLabel('Cricket', 71)).toBe('투구');
    expect(gameStatusLabel('Snooker', 66)).toBe('프레임');
  });

  it('covers every sport the spec names, esports by set', () => {
    for (const sport of sportNames) expect(Object.keys(gameStatusLabels[sport]).length).toBeGreaterThan(0);
    expect(gameStatusLabel('Esports', 3)).toBe('3세트');
    expect(gameStatusLabel('Ice Hockey', 3)).toBe('3피리어드');
    expect(gameStatusLabel('Handball', 50)).toBe('승부던지기');
    expect(gameStatusLabel('Futsal', 20)).toBe('후반전');
    expect(gameStatusLabel('Table Tennis', 7)).toBe('7세트');
    expect(gameStatusLabel('Waterpolo', 4)).toBe('4쿼터');
    expect(gameStatusLabel('Rugby', 2)).toBe('2쿼터');
  });

  it('accepts feed aliases, any case and spacing, and numeric strings', () => {
    expect(gameStatusLabel('soccer', 10)).toBe('전반전');
    expect(gameStatusLabel('ICE HOCKEY', 40)).toBe('연장전');
    expect(gameStatusLabel('e-Sports', 1)).toBe('1세트');
    expect(gameStatusLabel('Football', ' 100 ')).toBe('경기종료');
  });

  it('gives undefined for an unknown sport or code', () => {
    expect(gameStatusLabel('Curling', 10)).toBeUndefined();
    expect(gameStatusLabel(undefined, 10)).toBeUndefined();
    expect(gameStatusLabel('Football', 11)).toBeUndefined();
    expect(gameStatusLabel('Football', 10.5)).toBeUndefined();
    expect(gameStatusLabel('Football', '')).toBeUndefined();
    expect(gameStatusLabel('Football', null)).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...sportNames)), fc.anything(), (sport, code) => {
        const label = gameStatusLabel(sport, code);
        expect(label === undefined || typeof label === 'string').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
