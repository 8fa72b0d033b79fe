// The betting areas' read (the member's betting settings), its SWR key, and what a placed bet revalidates.
import useSWR from 'swr';
import { getMemberBettingSettings } from '@betkit/api';
import { useSite } from '../app/runtime';
import { isHistoryKey } from '../history/historyKeys';

/** The member's betting settings (limits per role, bonus folders); null when logged out. */
export const betSettingsKey = (userId: string | undefined) => (userId === undefined ? null : `me:bet-settings:${userId}`);

/** The keys a placed bet changes: every history list (the member record is refreshed by the session). */
export const isChangedByPlacedBet = isHistoryKey;

/** GET the member's betting settings; undefined until read, and when logged out. */
export function useBetSettings(userId: string | undefined) {
  const { client } = useSite();
  return useSWR(betSettingsKey(userId), () => getMemberBettingSettings(client, userId!)).data;
}
