import { describe, expect, it } from 'vitest';
import { clockTimeOf, fixtureTimeOf, gameTitle, isOnSlip, isoTimeOf, isRoundOpen, upcomingGames } from './gameSelection';
import { providersOf, thirdPartyKindOf } from './providers';
import { virtualLeagueOf } from './virtualLeagues';

describe('the game routes', () => {
  it('given /slot, lists slot providers; any other third-party path lists the casino', () => {
    expect(thirdPartyKindOf('/slot')).toBe('slot');
    expect(thirdPartyKindOf('/slot/')).toBe('slot');
    expect(thirdPartyKindOf('/casino')).toBe('casino');
    expect(providersOf('slot').every((provider) => provider.kind === 'slot')).toBe(true);
    expect(providersOf('casino').map((provider) => provider.code)).toEqual(['evolution', 'microgaming']);
  });

  it('given a /bet365 path, finds its league only when the spec lists it', () => {
    expect(virtualLeagueOf('/bet365/soccer/premierships')).toMatchObject({ sportsType: 'soccer', league: 'premierships' });
    expect(virtualLeagueOf('/bet365/horse/victoriaparks/')).toMatchObject({ sportsType: 'horse', league: 'victoriaparks' });
    expect(virtualLeagueOf('/bet365/soccer')).toBeUndefined();
    expect(virtualLeagueOf('/bet365/soccer/nowhere')).toBeUndefined();
    expect(virtualLeagueOf('/bet365/soccer/premierships/extra')).toBeUndefined();
  });
});

describe('server stamps in Korean time', () => {
  it('reads a stamp as the clock time and the fixture date, whatever the machine time zone', () => {
    expect(clockTimeOf('2026-11-22 21:04:50')).toBe('21:04:50');
    expect(fixtureTimeOf('2026-11-22 21:03:00')).toBe('11.22 (일) 21:03');
    expect(isoTimeOf('2026-11-22 21:04:50')).toBe('2026-11-22T12:04:50.000Z');
  });

  it('shows an unreadable stamp as sent', () => {
    expect(clockTimeOf('곧 마감')).toBe('곧 마감');
    expect(isoTimeOf('곧 마감')).toBeUndefined();
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
