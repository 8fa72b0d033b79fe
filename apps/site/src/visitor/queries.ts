// The visitor dialogs' reads and their SWR keys.
import { useEffect } from 'react';
import useSWR from 'swr';
import { getSignUpSetting } from '@betkit/api';
import { isJoinClosed } from '@betkit/domain';
import { useSite } from '../app/runtime';

/** GET the sign-up setting (spec 5's joinStartEndFlg). */
export const signUpSettingKey = ['visitor', 'sign-up-setting'] as const;

/** Spec 5: sign-up refused while joinStartEndFlg is set, read each time the join dialog opens (undefined while read). */
export function useJoinClosed(reading: boolean): boolean | undefined {
  const { client } = useSite();
  // Each opening asks the server itself: a journey saw SWR's revalidation on the key's return not happen.
  const { data, mutate } = useSWR(reading ? signUpSettingKey : null, () => getSignUpSetting(client), { revalidateOnMount: false, revalidateIfStale: false });
  useEffect(() => {
    if (reading) void mutate();
  }, [reading, mutate]);
  // A setting that cannot be read leaves the form open: the server refuses a closed sign-up itself.
  return data === undefined ? undefined : isJoinClosed(data?.joinStartEndFlg);
}
