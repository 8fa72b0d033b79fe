// The shell's read: the site settings (maintenance, holdem maintenance, the top notice) and their SWR key.
import useSWR, { preload } from 'swr';
import { getUserSetting, type UserSettingAnswer } from '@betkit/api';
import { useSite } from '../app/runtime';

/** The SWR key of GET /setting/user (the maintenance switch, holdem maintenance and the top notice). */
export const SITE_SETTINGS_KEY = 'site:settings';

/** Not in spec: how often the settings are read again, so maintenance starts and ends without a reload. */
export const SITE_SETTINGS_REFRESH_MS = 30_000;

/**
 * The site's settings, or undefined before the first answer. Spec 8: a failed read of the maintenance guard is not
 * shown; the last answer stands until the next one (the client's interceptor still acts on 500/555/556).
 */
export function useSiteSettings(): UserSettingAnswer | undefined {
  const { client } = useSite();
  return useSWR(SITE_SETTINGS_KEY, () => getUserSetting(client), {
    refreshInterval: SITE_SETTINGS_REFRESH_MS,
  }).data;
}

/** Hands the settings' boot read (started beside React's chunk) to the first hook that reads them (SWR's preload). */
export function preloadSiteSettings(answer: Promise<UserSettingAnswer>): void {
  preload(SITE_SETTINGS_KEY, () => answer);
}
