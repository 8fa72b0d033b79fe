// The account area's read: the member's alert settings and their SWR key.
import useSWR from 'swr';
import { DEFAULT_ERROR_MESSAGE, getAlertSettings } from '@betkit/api';
import { readAlertSettings, type AlertSettingValues } from '@betkit/domain';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';

/** The SWR key of the member's alert settings (GET /member/alertInfo). */
export const alertSettingsKey = (memberId: number) => ['account', 'alert-settings', memberId] as const;

/** The member's alert settings, read when my page opens; a failure keeps its text for the form to show. */
export function useAlertSettings(memberId: number) {
  const { client } = useSite();
  const query = useSWR(alertSettingsKey(memberId), () => getAlertSettings(client), { revalidateOnFocus: false });
  const settings: AlertSettingValues | undefined = query.data === undefined ? undefined : readAlertSettings(query.data);
  return {
    settings,
    error: query.error ? errorText(query.error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE }) : null,
    retry: () => query.mutate(),
    /** Keeps the saved settings as the answer, without reading them again. */
    saved: (next: AlertSettingValues) => query.mutate(next, { revalidate: false }),
  };
}
