// The frame's reads: the site popups (the top notice and maintenance come with shell/queries.ts' site settings).
import useSWR, { preload } from 'swr';
import { getPopups } from '@betkit/api';
import { useSite } from '../app/runtime';

/** The SWR key of GET /boardPopup. */
export const popupsKey = 'site:popups';

/** The site popups, read once per visit (announcements: a failed read shows none and is read again next visit). */
export function usePopups() {
  const { client } = useSite();
  return useSWR(popupsKey, () => getPopups(client), { revalidateOnFocus: false });
}

/** Hands the popups' boot read (started beside React's chunk) to the frame's hook: it takes the answer (SWR's preload). */
export function preloadPopups(answer: Promise<unknown>): void {
  preload(popupsKey, () => answer);
}
