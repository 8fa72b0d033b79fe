// The mini-game entry check (betting-core.md sections 4 and 8): the game's setting is read before the
// game opens; the domain's `minigameEntry` says open, maintenance, or which failure text to alert.
import useSWR from 'swr';
import { getMinigameSetting } from '@betkit/api';
import { minigameCheckFailureMessage, minigameEntry, type MinigameEntryResult } from '@betkit/domain';
import { errorText } from '../app/errors';
import { useSite } from '../app/runtime';
import { minigameEntryKey } from './gamesKeys';

/** The check's verdict while it runs (undefined) and after, with a way to run it again. */
export interface MinigameEntryState {
  /** open, maintenance, or failed with its alert text; undefined while checking. */
  readonly result: MinigameEntryResult | undefined;
  /** Runs the check again. */
  readonly retry: () => void;
}

/** Runs the entry check for a mini-game id (null: no game yet); a failure is alerted once per check. */
export function useMinigameEntry(gameId: number | null): MinigameEntryState {
  const { client, dialogs } = useSite();
  const { data, mutate } = useSWR(
    minigameEntryKey(gameId),
    async (): Promise<MinigameEntryResult> => {
      try {
        return minigameEntry({ ok: true, setting: await getMinigameSetting(client, gameId ?? 0) });
      } catch (error) {
        // Only the server's own words count as its text; no text (or no answer) gives the default.
        const serverText = errorText(error, minigameCheckFailureMessage(undefined), { ownWordsOnly: true });
        return minigameEntry({ ok: false, serverText });
      }
    },
    {
      // A check answers for this visit: no focus re-checks, and each failure alerts once.
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      onSuccess: (result) => {
        if (result.mode === 'failed') void dialogs.alert(result.alert);
      },
    },
  );
  return { result: data, retry: () => void mutate() };
}
