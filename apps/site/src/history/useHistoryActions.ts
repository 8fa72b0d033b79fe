import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { cancelBetSlip, deleteBetSlips, deleteThirdPartyBets } from '@betkit/api';
import {
  cancelFailureMessage,
  deleteFailureMessage,
  serverTextOr,
  slipActions,
  type HistorySlip,
  type ThirdPartyBet,
} from '@betkit/domain';
import { alertFailure } from '../app/errors';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
import { useJobGuard } from '../app/useWrite';
import { isHistoryKey } from './historyKeys';
import { historyLabels } from './labels';

/** The cancel and delete actions of the history lists, each guarded against a second click while it runs. */
export interface HistoryActions {
  /** Ids of slips whose cancel or delete is running (their button shows busy). */
  readonly busySlipIds: readonly number[];
  /** A third-party delete is running. */
  readonly deletingThirdParty: boolean;
  /** A delete-all of the bulk dialog is running. */
  readonly deletingAll: boolean;
  /** Cancels a pending slip (after the list's confirm); alerts the server's text; money comes back. */
  readonly cancelSlip: (slip: HistorySlip) => void;
  /** Deletes a settled slip; alerts the server's text. */
  readonly deleteSlip: (slip: HistorySlip) => void;
  /** Deletes the selected third-party bets. */
  readonly deleteThirdParty: (bets: readonly ThirdPartyBet[]) => void;
  /** Deletes every settled slip of a bulk list (pending slips can only be cancelled). */
  readonly deleteAllSlips: (slips: readonly HistorySlip[]) => void;
  /** Deletes every row of the bulk third-party list. */
  readonly deleteAllThirdParty: (bets: readonly ThirdPartyBet[]) => void;
}

const THIRD_PARTY = 'third-party';
const ALL = 'all';
const slipJob = (id: number) => `slip:${id}`;

/** Binds cancel and delete to the api, the global alert, the history keys and the member's money. */
export function useHistoryActions(): HistoryActions {
  const { client, dialogs } = useSite();
  const { refreshUser } = useSession();
  const { mutate } = useSWRConfig();
  const { run, running: busy } = useJobGuard();

  // Every list, page and bulk fetch is refreshed: a cancel or delete changes counts and pages too.
  const revalidate = useCallback(() => mutate(isHistoryKey), [mutate]);

  /** Posts a delete, alerts its answer (or the failure), then refreshes the lists. */
  const runDelete = useCallback(
    (job: string, post: () => Promise<unknown>) =>
      run(job, async () => {
        try {
          void dialogs.alert(serverTextOr(await post(), historyLabels.deleteDone));
        } catch (error) {
          // Spec 8 "Delete failures": the server's text, else 'failed'; a call that got no answer is 'unexpected'.
          alertFailure(dialogs, error, deleteFailureMessage('failed'), { unanswered: deleteFailureMessage('unexpected') });
        }
        await revalidate();
      }),
    [run, dialogs, revalidate],
  );

  const cancelSlip = useCallback(
    (slip: HistorySlip) => {
      const { id } = slip[0];
      void run(slipJob(id), async () => {
        try {
          void dialogs.alert(serverTextOr(await cancelBetSlip(client, id), historyLabels.cancelDone));
          void refreshUser();
        } catch (error) {
          // Spec 8 "Cancel failures": the server's text, else the default.
          alertFailure(dialogs, error, cancelFailureMessage(undefined));
        }
        await revalidate();
      });
    },
    [run, client, dialogs, refreshUser, revalidate],
  );

  const deleteSlip = useCallback(
    (slip: HistorySlip) => void runDelete(slipJob(slip[0].id), () => deleteBetSlips(client, [slip[0]])),
    [runDelete, client],
  );

  const deleteThirdParty = useCallback(
    (bets: readonly ThirdPartyBet[]) => void runDelete(THIRD_PARTY, () => deleteThirdPartyBets(client, bets)),
    [runDelete, client],
  );

  const deleteAllSlips = useCallback(
    (slips: readonly HistorySlip[]) => {
      // Spec ambiguity: the bulk delete posts "the first element of each row", but a pending slip cannot be
      // deleted (only cancelled) and the server refuses the whole request for one, so only settled slips go.
      const titles = slips.map((slip) => slip[0]).filter((title) => slipActions(title) === 'delete');
      if (titles.length === 0) {
        void dialogs.alert(historyLabels.nothingToDelete);
        return;
      }
      void runDelete(ALL, () => deleteBetSlips(client, titles));
    },
    [runDelete, client, dialogs],
  );

  const deleteAllThirdParty = useCallback(
    (bets: readonly ThirdPartyBet[]) => void runDelete(ALL, () => deleteThirdPartyBets(client, bets)),
    [runDelete, client],
  );

  const busySlipIds = useMemo(
    () => busy.filter((job) => job.startsWith('slip:')).map((job) => Number(job.slice('slip:'.length))),
    [busy],
  );

  return {
    busySlipIds,
    deletingThirdParty: busy.includes(THIRD_PARTY),
    deletingAll: busy.includes(ALL),
    cancelSlip,
    deleteSlip,
    deleteThirdParty,
    deleteAllSlips,
    deleteAllThirdParty,
  };
}
