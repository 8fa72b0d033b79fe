import { describe, expect, it } from 'vitest';
import {
  isMemberAnswer,
  IDLE_EXEMPT_AREAS,
  checkSession,
  isIdleExempt,
  isIdleExpired,
  isIdleTrackedMember,
  isWithdrawn,
  loginStamp,
  logoutAreaOf,
  logoutPlan,
  refreshStamp,
} from './session';

const NOW = Date.parse('2026-11-22T12:05:09Z'); // 21:05:09 in Seoul
const member = { type: 0, role: 1, withdrawalType: 0 };

describe('idle expiry stamp', () => {
  it('"Members of type 0 get a 60-minute inactivity expiry stamp (format year-month-day hour:minute:second)"', () => {
    expect(refreshStamp(NOW)).toBe('2026-11-22 22:05:09');
    expect(refreshStamp(new Date(NOW))).toBe('2026-11-22 22:05:09');
    expect(loginStamp(member, NOW)).toBe('2026-11-22 22:05:09');
  });

  it('stamps in Korean time across midnight', () => {
    expect(refreshStamp('2026-12-31T14:30:00Z')).toBe('2027-01-01 00:30:00');
  });

  it('partners and junk users get no stamp', () => {
    expect(loginStamp({ type: 1 }, NOW)).toBeUndefined();
    expect(loginStamp(null, NOW)).toBeUndefined();
    expect(isIdleTrackedMember({ type: '0' })).toBe(true);
    expect(isIdleTrackedMember({ type: 'x' })).toBe(false);
  });

  it.each([[NaN], [''], ['garbage'], [null], [{}], [8.64e15]])('junk time %j gives an empty stamp', (now) => {
    expect(refreshStamp(now)).toBe('');
  });

  it('"refreshed on each navigation": a later visit pushes the stamp forward', () => {
    const first = refreshStamp(NOW);
    const later = refreshStamp(NOW + 30 * 60_000);
    expect(isIdleExpired(first, NOW + 61 * 60_000)).toBe(true);
    expect(isIdleExpired(later, NOW + 61 * 60_000)).toBe(false);
  });
});

describe('isIdleExpired', () => {
  const stamp = refreshStamp(NOW);
  it('is alive up to the stamp and expired after it (60 minutes)', () => {
    expect(isIdleExpired(stamp, NOW + 59 * 60_000)).toBe(false);
    expect(isIdleExpired(stamp, NOW + 60 * 60_000)).toBe(false);
    expect(isIdleExpired(stamp, NOW + 60 * 60_000 + 1)).toBe(true);
  });

  it.each([[undefined], [''], ['   '], ['garbage'], [12], [null]])('an unreadable stamp %j never expires', (bad) => {
    expect(isIdleExpired(bad, NOW + 1e9)).toBe(false);
  });

  it('an unreadable time never expires', () => {
    expect(isIdleExpired(stamp, NaN)).toBe(false);
  });
});

describe('isIdleExempt', () => {
  it('"Outside the casino, slot, minigame, bet365, europe and inplay areas"', () => {
    expect(IDLE_EXEMPT_AREAS).toEqual(['casino', 'slot', 'minigame', 'bet365', 'europe', 'inplay']);
    for (const path of ['/casino', '/slot', '/minigame/donghang', '/bet365/soccer/worldcup', '/europe?mtpt=1', '/inplay']) {
      expect(isIdleExempt(path)).toBe(true);
    }
  });

  it.each([['/'], ['/message'], ['/casinox'], ['/deposit'], [''], [null], [5]])('%j is not exempt', (path) => {
    expect(isIdleExempt(path)).toBe(false);
  });
});

describe('checkSession', () => {
  const stamp = refreshStamp(NOW);
  const late = NOW + 2 * 3_600_000;

  it('"If withdrawalType is 1, logout with "탈퇴되었습니다""', () => {
    expect(isWithdrawn({ withdrawalType: 1 })).toBe(true);
    expect(isWithdrawn({ withdrawalType: '1' })).toBe(true);
    expect(isWithdrawn({ withdrawalType: 0 })).toBe(false);
    expect(isWithdrawn('x')).toBe(false);
    expect(checkSession({ user: { type: 1, withdrawalType: 1 }, now: NOW })).toEqual({
      logout: true,
      reason: 'withdrawn',
      message: '탈퇴되었습니다.',
    });
  });

  it('"an expired session logs out with the idle message"', () => {
    expect(checkSession({ user: member, stamp, pathname: '/message', now: late })).toEqual({
      logout: true,
      reason: 'idle',
      message: '60분동안 동작이 없었으므로 자동로그아웃 되었습니다. 재로그인 후 사용해주세요.',
    });
  });

  it('keeps the session in exempt areas, before expiry, and for non type-0 users', () => {
    expect(checkSession({ user: member, stamp, pathname: '/casino', now: late })).toEqual({ logout: false });
    expect(checkSession({ user: member, stamp, pathname: '/', now: NOW })).toEqual({ logout: false });
    expect(checkSession({ user: { type: 2 }, stamp, pathname: '/', now: late })).toEqual({ logout: false });
  });

  it('never throws on junk', () => {
    expect(checkSession(null as never)).toEqual({ logout: false });
    expect(checkSession({ user: 'x', now: 'y' })).toEqual({ logout: false });
  });
});

describe('logoutPlan', () => {
  it('"Logout clears the stored user and session user, goes to /, and closes the user-info dialog."', () => {
    expect(logoutPlan(member, 'site')).toEqual({
      clear: ['user', 'sessionUser'],
      redirectTo: '/',
      closeUserInfoDialog: true,
      reload: false,
      logoutButtonVisible: true,
    });
  });

  it('"Partner and recommender logouts reload the page."', () => {
    expect(logoutPlan({ type: 1 }, 'partner').reload).toBe(true);
    expect(logoutPlan({ type: 1 }, 'recommender').reload).toBe(true);
    expect(logoutPlan(member, '/partner/pt').reload).toBe(true);
    expect(logoutPlan(member, '/recommender/calc').reload).toBe(true);
    expect(logoutPlan(member, '/casino').reload).toBe(false);
    expect(logoutPlan(null, undefined).reload).toBe(false);
  });

  it('"The logout button in the user-info dialog is hidden when type is 1 and role is 10."', () => {
    expect(logoutPlan({ type: 1, role: 10 }, 'site').logoutButtonVisible).toBe(false);
    expect(logoutPlan({ type: 1, role: 9 }, 'site').logoutButtonVisible).toBe(true);
    expect(logoutPlan('junk', 'site').logoutButtonVisible).toBe(true);
  });

  it('maps areas', () => {
    expect(logoutAreaOf('partner')).toBe('partner');
    expect(logoutAreaOf('recommender')).toBe('recommender');
    expect(logoutAreaOf('/partnership')).toBe('site');
    expect(logoutAreaOf(42)).toBe('site');
  });
});

describe('isMemberAnswer (issue 32: a wrong answer never replaces the member with zeros)', () => {
  it('takes a member with an id and finite money, points and comps', () => {
    expect(isMemberAnswer({ id: 1001, emoney: 1_287_500, point: 32_200, comp: '2320' })).toBe(true);
  });

  it('refuses anything else', () => {
    for (const answer of [undefined, null, {}, [], { id: 1 }, { emoney: 0, point: 0, comp: 0 }, { id: 1, emoney: 'x', point: 0, comp: 0 }]) {
      expect(isMemberAnswer(answer)).toBe(false);
    }
  });
});
