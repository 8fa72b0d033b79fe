// The frame's reads: the site popups (the top notice and maintenance come with shell/queries.ts' site settings).
import useSWR, { preload } from 'swr';
import { getPopups, type ApiClient } from '@betkit/api';
import { useSite } from '../app/runtime';
import { loadSitePopups } from '../app/sitePopups';

/** The SWR key of GET /boardPopup. */
export const popupsKey = 'site:popups';

/** The site popups, read once per visit (announcements: a failed read shows none and is read again next visit). */
export function usePopups() {
  const { client } = useSite();
  return useSWR(popupsKey, () => getPopups(client), { revalidateOnFocus: false });
}

/** Whether the popups' answer has any to show. */
export const hasPopups = (list: unknown): list is readonly unknown[] => Array.isArray(list) && list.length > 0;

/**
 * Starts the popups' read at boot, beside the first screen's chunks: the frame's hook takes its answer (SWR's preload).
 * An answer with any popup starts their layer's chunk at once, not once React has rendered the board that came beside it.
 */
export function preloadPopups(client: ApiClient): void {
  // A failure (of the read or the chunk) is the hook's to show (none); here it must not count as unhandled.
  preload(popupsKey, () => getPopups(client))
    .then((list) => (hasPopups(list) ? loadSitePopups() : undefined))
    .catch(() => undefined);
}
