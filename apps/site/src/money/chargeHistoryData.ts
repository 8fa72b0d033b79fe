import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { DEFAULT_ERROR_MESSAGE, getCharges, hideCharge, hideCharges } from '@betkit/api';
import { CHARGE_HISTORY_PAGE_SIZE, chargeHistoryMessages, type ChargeRecord, type DepositMode } from '@betkit/domain';
import { alertFailure, errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { useWrite } from '../app/useWrite';
import { chargeHistoryKey, isChargeHistoryKey } from './chargeHistoryKeys';

/** One page of a deposit or withdrawal history. */
export interface ChargeHistoryPage {
  readonly rows: readonly ChargeRecord[];
  readonly totalCount: number;
}

/** What a history panel shows. */
export interface ChargeHistory {
  /** The page; the previous one stays while the next loads. */
  readonly data: ChargeHistoryPage | undefined;
  /** The first fetch is running. */
  readonly loading: boolean;
  /** Why the list could not be read (the server's text), or null. */
  readonly error: string | null;
  /** Fetches again. */
  readonly retry: () => void;
}

const toCount = (value: unknown) => {
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
};

/** GET /charge?memberId&perpage=10&page&depositMode&userDisplayFlag=1: one page of a member's deposits or withdrawals. */
export function useChargeHistory(memberId: number, depositMode: DepositMode, page: number): ChargeHistory {
  const { client } = useSite();
  const { data, error, isLoading, mutate } = useSWR(
    chargeHistoryKey(memberId, depositMode, page),
    async (): Promise<ChargeHistoryPage> => {
      const answer = await getCharges(client, { memberId, depositMode, page, perpage: CHARGE_HISTORY_PAGE_SIZE });
      return { rows: Array.isArray(answer?.list) ? answer.list : [], totalCount: toCount(answer?.totalCount) };
    },
    { keepPreviousData: true },
  );
  return {
    data,
    loading: data === undefined && (isLoading || error === undefined),
    error: error === undefined ? null : errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE }),
    retry: () => void mutate(),
  };
}

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
