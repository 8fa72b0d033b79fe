import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { unreadMessageRedirect } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useSession } from './context';

/**
 * The unread-message guard (spec 4 "Guards"): a logged-in member who is not an admin, with unread messages and not
 * on /message, is told '새로운 쪽지가 도착했습니다' and taken to /message. It reads the session's unread count
 * (GET /message/user/count, polled with the member), which says what the unread list would without a second poll.
 * The layout loads it only while that count is above 0, so the rule costs the first route nothing.
 */
export default function UnreadMessageGuard() {
  const { user, unreadCount } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { dialogs } = useSite();
  // One alert per redirect, even if the effect runs again before the route has changed.
  const alerted = useRef(false);
  useEffect(() => {
    const redirect = unreadMessageRedirect(user, unreadCount, pathname);
    if (!redirect) {
      alerted.current = false;
      return;
    }
    navigate(redirect.redirectTo);
    if (alerted.current || !redirect.alert) return;
    alerted.current = true;
    void dialogs.alert(redirect.alert);
  }, [user, unreadCount, pathname, navigate, dialogs]);
  return null;
}
