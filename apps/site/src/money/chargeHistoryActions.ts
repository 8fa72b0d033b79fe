import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { hideCharge, hideCharges } from '@betkit/api';
import { chargeHistoryMessages, type ChargeRecord, type DepositMode } from '@betkit/domain';
import { alertFailure } from '../app/errors';
import { useSite } from '../app/runtime';
import { useWrite } from '../app/useWrite';
import { isChargeHistoryKey } from './queries';

/** The hide actions of a history, guarded against a second click while one runs. */
export interface ChargeHistoryActions {
  /** A hide is running. */
  readonly hiding: boolean;
  /** PUT /charge/{id}: hides one row. */
  readonly hideOne: (row: ChargeRecord) => void;
  /** PUT /charge/userDelete/{memberId} with ids: hides the selected rows. */
  readonly hideSelected: (rows: readonly ChargeRecord[]) => void;
  /** PUT /charge/userDelete/{memberId} without ids: hides every row of the history. */
  readonly hideAll: () => void;
}

/** Binds the hides to the api, the global alert ('deletion complete' or the failure) and both histories' keys. */
export function useChargeHistoryActions(memberId: number, depositMode: DepositMode): ChargeHistoryActions {
  const { client, dialogs } = useSite();
  const { mutate } = useSWRConfig();
  const { send: sendHide, busy: hideBusy } = useWrite('write:charge-hide', (call: () => Promise<unknown>) => call());

  const run = useCallback(
    async (call: () => Promise<unknown>) => {
      try {
        if (!(await sendHide(call))) return;
        void dialogs.alert(chargeHistoryMessages.deleted);
      } catch (error) {
        // Spec 8 "History delete": the server's text, else 'deletion failed'; a call that got no answer is 'unexpected'.
        alertFailure(dialogs, error, chargeHistoryMessages.deleteFailed, { unanswered: chargeHistoryMessages.deleteUnexpected });
      }
      await mutate(isChargeHistoryKey);
    },
    [dialogs, mutate, sendHide],
  );

  return {
    hiding: hideBusy,
    hideOne: (row) => void run(() => hideCharge(client, row.id)),
    hideSelected: (rows) => void run(() => hideCharges(client, { memberId, depositMode, ids: rows.map((row) => row.id) })),
    hideAll: () => void run(() => hideCharges(client, { memberId, depositMode })),
  };
}
