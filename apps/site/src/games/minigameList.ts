// The list of mini-games, read once for the game pages and the sport tree's groups (one key, one fetcher).
import useSWR from 'swr';
import { getMinigames, type MinigameSummary } from '@betkit/api';
import { listOf } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { minigameListKey } from './gamesKeys';

/** GET the mini-games: an answer that is not a list reads as none, never as a crash. */
export function useMinigameList() {
  const { client } = useSite();
  return useSWR(minigameListKey, () => getMinigames(client).then((answer) => listOf<MinigameSummary>(answer)), { revalidateOnFocus: false });
}
