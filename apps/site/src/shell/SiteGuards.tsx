import { nextNotification } from '@betkit/domain';
import { useSession } from '../app/session';
import MemberNotifications from './MemberNotifications';
import { useRouteGuards } from './useRouteGuards';

/**
 * The shell's guards and notifications (spec 4), loaded in their own chunk beside the first screen: the route
 * guards on every navigation, and the member's notifications while one is pending.
 */
export default function SiteGuards({ mobile }: { mobile: boolean }) {
  const { user } = useSession();
  useRouteGuards(mobile);
  return user && nextNotification(user) ? <MemberNotifications /> : null;
}
