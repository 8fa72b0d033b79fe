import { useCallback, useState } from 'react';
import { shellMessages } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useSession } from '../session/context';

/** A members-only dialog's open state: opening it as a guest alerts '로그인 후 이용 가능합니다' instead (spec 1). */
export function useMemberOnlyDialog() {
  const { user } = useSession();
  const { dialogs } = useSite();
  const [open, setOpen] = useState(false);
  const openDialog = useCallback(() => {
    if (user) setOpen(true);
    else void dialogs.alert(shellMessages.loginRequired);
  }, [user, dialogs]);
  return { open, setOpen, openDialog };
}
