import { describe, expect, it } from 'vitest';
import type { GameResult } from '../site-entities';
import { GAME_RESULT_KINDS, gameResultKind, gameResultRows, gameResultsNewestFirst, isGameResultKind } from './results';

const result = (fixtureId: number, startdate: string, names: Partial<GameResult> = {}): GameResult => ({
  fixtureId,
  sportName: 'Football',
  leagueName: 'Premier League',
  homeName: '토트넘',
  awayName: '아스널',
  startdate,
  score: '2:1',
  ...names,
});

describe('gameResultKind', () => {
  it('lists sports and live slips under 스포츠, mini-games under 미니게임, virtual sports under 가상스포츠', () => {
    expect(gameResultKind(1)).toBe('sports');
    expect(gameResultKind(2)).toBe('sports');
    expect(gameResultKind(3)).toBe('minigame');
    expect(gameResultKind(4)).toBe('virtuals');
    expect(gameResultKind('4')).toBe('virtuals');
  });

  it('has no result tab for casino-style or unreadable game types', () => {
    expect(gameResultKind(5)).toBeUndefined();
    expect(gameResultKind(undefined)).toBeUndefined();
    expect(gameResultKind('virtual')).toBeUndefined();
  });

  it('puts every history game type in one of the three tabs', () => {
    expect(new Set([1, 2, 3, 4].map(gameResultKind))).toEqual(new Set(GAME_RESULT_KINDS));
  });
});

describe('isGameResultKind', () => {
  it('accepts the three route kinds only', () => {
    for (const kind of GAME_RESULT_KINDS) expect(isGameResultKind(kind)).toBe(true);
    expect(isGameResultKind('virtual')).toBe(false);
    expect(isGameResultKind(undefined)).toBe(false);
  });
});

describe('gameResultRows', () => {
  it('names sports and leagues in Korean through the dictionaries', () => {
    const [basketball, football, baseball] = gameResultRows([
      result(1, '2026-11-22 19:00:00', { sportName: 'Basketball', leagueName: 'NBA' }),
      result(2, '2026-11-21 19:00:00', { sportName: 'Soccer', leagueName: 'Serie A' }),
      result(3, '2026-11-20 18:30:00', { sportName: 'Baseball', leagueName: 'KBO League' }),
    ]);
    expect([basketball?.sportName, basketball?.leagueName]).toEqual(['농구', 'NBA']);
    expect([football?.sportName, football?.leagueName]).toEqual(['축구', '세리에A']);
    expect([baseball?.sportName, baseball?.leagueName]).toEqual(['야구', 'KBO 리그']);
  });

  it('keeps names already in Korean (virtual sports, mini-games)', () => {
    const [race] = gameResultRows([result(1, '2026-11-22 19:00:00', { sportName: '경마', leagueName: '페스티벌 다운스' })]);
    expect([race?.sportName, race?.leagueName]).toEqual(['경마', '페스티벌 다운스']);
  });

  it('lists the newest game first, across days and hours', () => {
    const rows = gameResultRows([
      result(1, '2026-11-20 21:00:00'),
      result(2, '2026-11-22 09:05:00'),
      result(3, '2026-11-21 23:59:59'),
      result(4, '2026-11-22 20:30:00'),
    ]);
    expect(rows.map((row) => row.fixtureId)).toEqual([4, 2, 3, 1]);
  });

  it('puts a game with an unreadable start last and keeps equal starts in the server order', () => {
    const rows = gameResultRows([
      result(1, 'soon'),
      result(2, '2026-11-21 19:00:00'),
      result(3, '2026-11-22 19:00:00'),
      result(4, '2026-11-21 19:00:00'),
    ]);
    expect(rows.map((row) => row.fixtureId)).toEqual([3, 2, 4, 1]);
  });

  it('leaves the server answer as it was', () => {
    const answer = [result(1, '2026-11-20 21:00:00', { sportName: 'Basketball' }), result(2, '2026-11-22 21:00:00')];
    gameResultRows(answer);
    expect(answer.map((row) => [row.fixtureId, row.sportName])).toEqual([
      [1, 'Basketball'],
      [2, 'Football'],
    ]);
  });
});

describe('gameResultsNewestFirst', () => {
  it('orders the results newest first and leaves their names as sent (the server side of the list)', () => {
    const rows = gameResultsNewestFirst([result(1, '2026-11-20 21:00:00', { sportName: 'Basketball' }), result(2, '2026-11-22 21:00:00')]);
    expect(rows.map((row) => [row.fixtureId, row.sportName])).toEqual([
      [2, 'Football'],
      [1, 'Basketball'],
    ]);
  });
});
