import { describe, expect, it } from 'vitest';
import { clockTimeOf, isoTimeOf } from './gameText';
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
    expect(isoTimeOf('2026-11-22 21:04:50')).toBe('2026-11-22T12:04:50.000Z');
  });

  it('shows an unreadable stamp as sent', () => {
    expect(clockTimeOf('곧 마감')).toBe('곧 마감');
    expect(isoTimeOf('곧 마감')).toBeUndefined();
  });
});
