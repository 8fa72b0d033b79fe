import { describe, expect, it } from 'vitest';
import {
  hasMtpt,
  isLoggedIn,
  isLoggedInAdmin,
  isMobileViewport,
  isNotebookViewport,
  readFlag,
  shouldPollMessagesAndEvents,
  unreadCount,
  viewportLayout,
  viewportRedirect,
} from './guards';
import {
  adminRedirect,
  afterLoginPath,
  canUsePartnerPages,
  isTestHost,
  isUnderMaintenance,
  maintenanceRedirect,
  partnerLoginPath,
  partnerRedirect,
  routeGuard,
  unreadMessageRedirect,
} from '../member-services/route-guards';

const NOW = 1_763_800_000_000;
const admin = { isLogin: true, type: 1, role: 10, withdrawalType: 0 };
const member = { isLogin: true, type: 0, role: 1, banType: 0, withdrawalType: 0 };
const partner = { isLogin: true, type: 2, role: 1, banType: 0, withdrawalType: 0 };

describe('readFlag and login', () => {
  it('reads on/off flags and junk', () => {
    expect([true, 'true', 1, '1'].map(readFlag)).toEqual([true, true, true, true]);
    expect([false, 'false', 0, '0'].map(readFlag)).toEqual([false, false, false, false]);
    expect([undefined, null, '', 'yes', 2, NaN, {}].map(readFlag)).toEqual(Array(7).fill(undefined));
  });

  it('is logged in only with isLogin on', () => {
    expect(isLoggedIn(member)).toBe(true);
    expect(isLoggedIn({ ...member, isLogin: false })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });
});

describe('maintenance', () => {
  it('"if siteNoticeFlg is true and the path is not /maintenance, redirect to /maintenance"', () => {
    expect(maintenanceRedirect({ siteNoticeFlg: true, pathname: '/casino' })).toBe('/maintenance');
    expect(maintenanceRedirect({ siteNoticeFlg: true, pathname: '/maintenance' })).toBeNull();
  });

  it('"(one named test host is never redirected)": a setting, empty by default', () => {
    expect(maintenanceRedirect({ siteNoticeFlg: true, pathname: '/', host: 'test.example', testHost: 'test.example' })).toBeNull();
    expect(maintenanceRedirect({ siteNoticeFlg: true, pathname: '/', host: 'TEST.example ', testHost: 'test.example' })).toBeNull();
    expect(maintenanceRedirect({ siteNoticeFlg: true, pathname: '/', host: '' })).toBe('/maintenance');
    expect(isTestHost('', '')).toBe(false);
    expect(isTestHost('a', undefined)).toBe(false);
    expect(isTestHost(1, 'a')).toBe(false);
  });

  it('"if false and the path contains maintenance, redirect to /"', () => {
    expect(maintenanceRedirect({ siteNoticeFlg: false, pathname: '/maintenance' })).toBe('/');
    expect(maintenanceRedirect({ siteNoticeFlg: 0, pathname: '/maintenance/x' })).toBe('/');
    expect(maintenanceRedirect({ siteNoticeFlg: false, pathname: '/casino' })).toBeNull();
  });

  it('an unreadable flag redirects nowhere', () => {
    expect(maintenanceRedirect({ siteNoticeFlg: 'junk', pathname: '/maintenance' })).toBeNull();
    expect(maintenanceRedirect(null as never)).toBeNull();
    expect(isUnderMaintenance(null as never)).toBe(false);
    expect(isUnderMaintenance({ siteNoticeFlg: true, pathname: '/' })).toBe(true);
  });
});

describe('admin', () => {
  it('"an admin (type 1, role 10, withdrawalType 0) logged in is redirected to /admin"', () => {
    expect(isLoggedInAdmin(admin)).toBe(true);
    expect(adminRedirect(admin, '/')).toBe('/admin');
    expect(adminRedirect(admin, '/admin')).toBeNull();
    expect(adminRedirect({ ...admin, isLogin: false }, '/')).toBeNull();
    expect(adminRedirect({ ...admin, withdrawalType: 1 }, '/')).toBeNull();
    expect(adminRedirect(member, '/')).toBeNull();
  });

  it('"and skips message and event polling"', () => {
    expect(shouldPollMessagesAndEvents(admin)).toBe(false);
    expect(shouldPollMessagesAndEvents(member)).toBe(true);
    expect(shouldPollMessagesAndEvents(undefined)).toBe(false);
  });
});

describe('unread messages', () => {
  it('counts a list or a number', () => {
    expect(unreadCount([{ id: 1 }, { id: 2 }])).toBe(2);
    expect(unreadCount(3)).toBe(3);
    expect(unreadCount(-1)).toBe(0);
    expect(unreadCount('junk')).toBe(0);
  });

  it('"if unread messages exist and the user is not on /message, an alert (message has arrived) shows and the user is redirected"', () => {
    expect(unreadMessageRedirect(member, [{ id: 1 }], '/casino')).toEqual({
      guard: 'unreadMessages',
      redirectTo: '/message',
      alert: '새로운 쪽지가 도착했습니다',
    });
    expect(unreadMessageRedirect(member, [{ id: 1 }], '/message')).toBeNull();
    expect(unreadMessageRedirect(member, [], '/')).toBeNull();
  });

  it('"Anonymous users are not checked."; the admin is not polled', () => {
    expect(unreadMessageRedirect(null, [{ id: 1 }], '/')).toBeNull();
    expect(unreadMessageRedirect(admin, [{ id: 1 }], '/')).toBeNull();
  });
});

describe('partner pages', () => {
  it('"Partner pages require login, banType 0 and type 1 or 2, else redirect to /auth/login."', () => {
    expect(canUsePartnerPages(partner)).toBe(true);
    expect(canUsePartnerPages({ ...partner, type: 1 })).toBe(true);
    expect(partnerRedirect(partner, '/partner/pt')).toBeNull();
    expect(partnerRedirect({ ...partner, banType: 1 }, '/partner/pt')).toBe('/auth/login');
    expect(partnerRedirect({ ...partner, type: 3 }, '/partner')).toBe('/auth/login');
    expect(partnerRedirect(member, '/partner/calc')).toBe('/auth/login');
    expect(partnerRedirect(null, '/partner')).toBe('/auth/login');
    expect(partnerRedirect(member, '/casino')).toBeNull();
  });

  it('the guard asks /auth/login to return to the partner page after login (issue 32)', () => {
    expect(routeGuard({ pathname: '/partner/calc', search: '?page=2', user: null })).toEqual({
      guard: 'partner',
      redirectTo: '/auth/login?redirect=%2Fpartner%2Fcalc%3Fpage%3D2',
    });
    expect(partnerLoginPath('//evil.example')).toBe('/auth/login?redirect=%2F');
    expect(partnerLoginPath(undefined)).toBe('/auth/login?redirect=%2F');
  });

  it('a login page sends a logged-in user on, unless the guard would send them straight back', () => {
    expect(afterLoginPath(partner, '/partner/pt')).toBe('/partner/pt');
    expect(afterLoginPath(member, '/mywallet')).toBe('/mywallet');
    expect(afterLoginPath(member, '/partner/pt')).toBeNull();
    expect(afterLoginPath({ ...partner, banType: 1 }, '/partner')).toBeNull();
  });
});

describe('viewports', () => {
  it('"Viewports of 767 px or narrower use a 424 px mobile layout; wider ones use 1920 px"', () => {
    expect(viewportLayout(767)).toEqual({ kind: 'mobile', layoutWidth: 424, notebook: false });
    expect(viewportLayout(768)).toEqual({ kind: 'desktop', layoutWidth: 1920, notebook: false });
    expect(viewportLayout('junk')).toEqual({ kind: 'desktop', layoutWidth: 1920, notebook: false });
    expect(isMobileViewport(NaN)).toBe(false);
  });

  it('"notebook 1352 to under 1920"', () => {
    expect(isNotebookViewport(1351)).toBe(false);
    expect(isNotebookViewport(1352)).toBe(true);
    expect(isNotebookViewport(1919)).toBe(true);
    expect(isNotebookViewport(1920)).toBe(false);
    expect(isNotebookViewport(undefined)).toBe(false);
    expect(viewportLayout(1500).notebook).toBe(true);
  });

  it('"redirect to /europe with an mtpt timestamp when none is set"', () => {
    expect(viewportRedirect({ width: 1920, pathname: '/', now: NOW })).toBe(`/europe?mtpt=${NOW}`);
    expect(viewportRedirect({ width: 1920, pathname: '/europe', search: '?sport_id=6046', now: NOW })).toBe(
      `/europe?sport_id=6046&mtpt=${NOW}`,
    );
    expect(viewportRedirect({ width: 1920, pathname: '/europe', search: '?mtpt=1', now: NOW })).toBeNull();
    expect(viewportRedirect({ width: 767, pathname: '/', now: NOW })).toBeNull();
    expect(viewportRedirect({ width: 1920, pathname: '/casino', now: NOW })).toBeNull();
    expect(viewportRedirect({ width: 1920, pathname: '/', now: 'junk' })).toBeNull();
    expect(viewportRedirect(null as never)).toBeNull();
  });

  it('reads mtpt', () => {
    expect(hasMtpt('mtpt=5')).toBe(true);
    expect(hasMtpt('?mtpt=')).toBe(false);
    expect(hasMtpt(5)).toBe(false);
  });
});

describe('routeGuard order: maintenance, admin, partner, unread messages, viewport', () => {
  const base = { pathname: '/', viewportWidth: 400, now: NOW, settings: { siteNoticeFlg: false } };

  it('maintenance comes first and silences the rest', () => {
    expect(routeGuard({ ...base, settings: { siteNoticeFlg: true }, user: admin })).toEqual({
      guard: 'maintenance',
      redirectTo: '/maintenance',
    });
    expect(routeGuard({ ...base, pathname: '/maintenance', settings: { siteNoticeFlg: true }, user: admin })).toBeNull();
  });

  it('the test host skips maintenance and reaches the other guards', () => {
    const settings = { siteNoticeFlg: true, testHost: 'qa.local' };
    expect(routeGuard({ ...base, settings, host: 'qa.local', user: admin })?.guard).toBe('admin');
  });

  it('then admin, partner, unread messages, viewport', () => {
    expect(routeGuard({ ...base, user: admin, pathname: '/partner' })?.guard).toBe('admin');
    expect(routeGuard({ ...base, user: member, pathname: '/partner', unreadMessages: [1] })?.guard).toBe('partner');
    expect(routeGuard({ ...base, user: member, unreadMessages: [1], viewportWidth: 1920 })?.guard).toBe('unreadMessages');
    expect(routeGuard({ ...base, user: member, viewportWidth: 1920 })).toEqual({
      guard: 'viewport',
      redirectTo: `/europe?mtpt=${NOW}`,
    });
    expect(routeGuard({ ...base, user: member })).toBeNull();
  });

  it('never throws on junk', () => {
    expect(routeGuard(null as never)).toBeNull();
    expect(routeGuard({ pathname: 7, settings: null })).toBeNull();
  });
});
