import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { requestWithdrawal } from '@betkit/api';
import { formatSeoulDateTime, withdrawMessages, type SiteUser } from '@betkit/domain';
import type { WithdrawOutcome } from '@betkit/ui';
import { errorText, handledBySession } from '../app/errors';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
import { useWrite } from '../app/useWrite';
import { isChargeHistoryKey } from './queries';

/**
 * POST /charge with depositMode 1 for the member; resolves with the text to show ('출금신청이 완료되었습니다.' when the
 * answer has an id, spec 7). The member's money and both histories are read again afterwards.
 */
export function useWithdrawRequest(user: SiteUser): (amount: number) => Promise<WithdrawOutcome> {
  const { client, now } = useSite();
  const { refreshUser } = useSession();
  const { mutate } = useSWRConfig();
  const { send } = useWrite('write:withdraw', (amount: number) =>
    requestWithdrawal(client, {
      memberId: user.id,
      depositMode: 1,
      depositAmount: amount,
      // Not in spec: the withdrawal's depositName is the account holder's name (the nickname when there is none).
      depositName: user.accountHolder || user.nickname,
      duplicate: 0,
      status: 0,
      type: 0,
      depositDate: formatSeoulDateTime(now()),
      confirmFlag: 0,
      userDisplayFlag: 1,
    }),
  );
  return useCallback(
    async (amount: number): Promise<WithdrawOutcome> => {
      try {
        const sent = await send(amount);
        // A second request while one runs is dropped and shows nothing (the form's own guard already keeps it from happening).
        if (!sent) return { ok: false, message: '' };
        const record = sent.data;
        const accepted = record !== null && typeof record === 'object' && record.id !== undefined && record.id !== null;
        return accepted ? { ok: true, message: withdrawMessages.completed } : { ok: false, message: withdrawMessages.failedDefault };
      } catch (error) {
        // The global interceptor already alerted 500, 555, 556, 406 and 600; spec 8: the server's text, else the default.
        return { ok: false, message: handledBySession(error) ? '' : errorText(error, withdrawMessages.failedDefault) };
      } finally {
        void refreshUser();
        void mutate(isChargeHistoryKey);
      }
    },
    [send, refreshUser, mutate],
  );
}
