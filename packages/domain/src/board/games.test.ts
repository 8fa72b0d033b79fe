import { describe, expect, it } from 'vitest';
import { fixtureStart } from './board';
import { gameTitle, isOnSlip, isRoundOpen, upcomingGames } from './games';

describe('a virtual game\'s start in Korean time', () => {
  it('reads a stamp as the fixture date, whatever the machine time zone', () => {
    expect(fixtureStart('2026-11-22 21:03:00')).toBe('11.22 (일) 21:03');
  });
});

describe('isOnSlip', () => {
  it('matches the odds id on the same game, numbers and strings alike', () => {
    const picks = [{ id: '7000000010', fixtureId: 1, betPrice: 1.9, betName: '1', marketName: '1X2' }];
    expect(isOnSlip(picks, 1, 7000000010)).toBe(true);
    expect(isOnSlip(picks, 2, 7000000010)).toBe(false);
  });
});

describe('what the game boards offer at the site clock', () => {
  const now = Date.parse('2026-11-22T12:00:00Z'); // 21:00 in Korea
  const game = (fixtureId: number, startdate: string) => ({ fixtureId, startdate });

  it('drops a virtual game whose start has passed (or is now), keeps the ones to come', () => {
    const games = [game(1, '2026-11-22 20:33:00'), game(2, '2026-11-22 21:00:00'), game(3, '2026-11-22 21:03:00'), game(4, '곧 시작')];
    expect(upcomingGames(games, now).map((kept) => kept.fixtureId)).toEqual([3, 4]);
  });

  it('takes bets on a round until its close time', () => {
    expect(isRoundOpen('2026-11-22 21:04:50', now)).toBe(true);
    expect(isRoundOpen('2026-11-22 20:59:50', now)).toBe(false);
    expect(isRoundOpen('2026-11-22 21:00:00', now)).toBe(false);
  });

  it('titles a match home vs away and a race by its name alone', () => {
    expect(gameTitle({ homeName: '브라질', awayName: '대한민국' }, 'vs')).toBe('브라질 vs 대한민국');
    expect(gameTitle({ homeName: '브리타니아 웨이 제54경주', awayName: '' }, 'vs')).toBe('브리타니아 웨이 제54경주');
  });
});
