import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resetAlertCount } from '@betkit/api';
import { nextNotification, routeGuard } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
import { useSiteSettings } from './queries';

/**
 * The route guards of spec 4 in their order (maintenance, admin, partner, unread messages; the desktop landing that
 * comes last is the layout's), on every navigation and every answer of the settings, the member and the unread
 * count. The unread-message redirect is also the "new message" notification: its alert shows once per redirect and, with the member's message alert on,
 * its counter is reset (POST /member/resetAlertCount {type: 'message'}); spec 8: that call's failure is not shown.
 */
export function useRouteGuards(mobile: boolean): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { client, dialogs, now, maintenanceTestHost } = useSite();
  const { user, unreadCount } = useSession();
  const settings = useSiteSettings();
  const siteNoticeFlg = settings?.siteNoticeFlg;
  // One alert per redirect, even if the effect runs again before the route has changed.
  const alerted = useRef(false);
  useEffect(() => {
    const redirect = routeGuard({
      pathname,
      search,
      host: window.location.hostname,
      settings: { siteNoticeFlg, testHost: maintenanceTestHost },
      user,
      unreadMessages: unreadCount,
      viewportWidth: window.innerWidth,
      now: now(),
    });
    if (redirect?.guard !== 'unreadMessages') alerted.current = false;
    // The desktop landing is the layout's own (first chunk); here only the guards before it act.
    if (!redirect || redirect.guard === 'viewport') return;
    // The maintenance page stands in for the page asked for; the others are a visit.
    navigate(redirect.redirectTo, { replace: redirect.guard === 'maintenance' });
    if (alerted.current || !redirect.alert) return;
    alerted.current = true;
    void dialogs.alert(redirect.alert);
    if (nextNotification(user, unreadCount)?.type === 'message') {
      resetAlertCount(client, 'message').catch(() => undefined);
    }
  }, [pathname, search, siteNoticeFlg, maintenanceTestHost, user, unreadCount, mobile, navigate, dialogs, client, now]);
}
