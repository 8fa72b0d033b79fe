// SWR keys of the betting areas, and what a placed bet revalidates.
import { isHistoryKey } from '../history/historyKeys';

/** The member's betting settings (limits per role, bonus folders); null when logged out. */
export const betSettingsKey = (userId: string | undefined) => (userId === undefined ? null : `me:bet-settings:${userId}`);

/** The keys a placed bet changes: every history list (the member record is refreshed by the session). */
export const isChangedByPlacedBet = isHistoryKey;
