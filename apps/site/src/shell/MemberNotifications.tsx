import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_ERROR_MESSAGE, resetAlertCount } from '@betkit/api';
import { pendingNotifications, type AlertResetType } from '@betkit/domain';
import { alertFailure, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';

/**
 * The member's notifications (spec 4): customer reply, deposit approved, withdrawal approved, one at a time in that
 * order ("new message" is the unread-message guard's). Its alert's OK resets the counter (POST
 * /member/resetAlertCount), goes to the notification's page and reads the member again. The layout loads this only
 * while one is pending.
 */
export default function MemberNotifications() {
  const { user, refreshUser } = useSession();
  const { client, dialogs } = useSite();
  const navigate = useNavigate();
  const pending = pendingNotifications(user);
  const [showing, setShowing] = useState<AlertResetType | null>(null);
  // Types already answered in this visit (reset, or the reset failed and was shown): not raised again until the
  // member's record stops reporting them, so a slow re-read or a failing reset never repeats the alert every 5 s.
  const answered = useRef(new Set<AlertResetType>());
  const pendingTypes = pending.map((notification) => notification.type).join();
  useEffect(() => {
    for (const type of answered.current) if (!pendingTypes.split(',').includes(type)) answered.current.delete(type);
    const next = pending.find((notification) => !answered.current.has(notification.type));
    if (!next || showing) return;
    setShowing(next.type);
    void (async () => {
      await dialogs.alert(next.message);
      answered.current.add(next.type);
      try {
        await resetAlertCount(client, next.type);
        navigate(next.navigateTo);
      } catch (error) {
        alertFailure(dialogs, error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE });
      } finally {
        setShowing(null);
        void refreshUser();
      }
    })();
    // Keyed by the pending types: a new poll reporting the same notifications must not raise one twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingTypes, showing]);
  return null;
}
