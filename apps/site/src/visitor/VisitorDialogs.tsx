import { useEffect } from 'react';
import useSWR from 'swr';
import { getSignUpSetting } from '@betkit/api';
import { isJoinClosed } from '@betkit/domain';
import { FindPasswordDialog, JoinDialog, NonMemberDialog } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { useJoinBankOptions, useJoinCalls, useRecoveryCalls } from './joinCalls';
import { visitorSettings } from './visitorLabels';
import { signUpSettingKey } from './visitorKeys';

/** A visitor's dialog (spec 2 and 4): sign-up, password recovery, non-member support. */
export type VisitorDialog = 'join' | 'findPassword' | 'nonMember';

/** The open visitor dialog, and the code a `joinCd` link brought. */
export interface VisitorDialogState {
  open: VisitorDialog | null;
  joinCode?: string;
}

/** Spec 5: sign-up refused while joinStartEndFlg is set, read each time the join dialog opens (undefined while read). */
function useJoinClosed(reading: boolean): boolean | undefined {
  const { client } = useSite();
  // Each opening asks the server itself: a journey saw SWR's revalidation on the key's return not happen.
  const { data, mutate } = useSWR(reading ? signUpSettingKey : null, () => getSignUpSetting(client), { revalidateOnMount: false, revalidateIfStale: false });
  useEffect(() => {
    if (reading) void mutate();
  }, [reading, mutate]);
  // A setting that cannot be read leaves the form open: the server refuses a closed sign-up itself.
  return data === undefined ? undefined : isJoinClosed(data?.joinStartEndFlg);
}

/** The visitor dialogs (spec 2 and 4): sign-up's three steps, password recovery's two, non-member support. */
export default function VisitorDialogs({ state, onClose, onLogin }: { state: VisitorDialogState; onClose: () => void; onLogin: () => void }) {
  const { dialogs, now } = useSite();
  const joinCalls = useJoinCalls();
  const recoveryCalls = useRecoveryCalls();
  const bankOptions = useJoinBankOptions();
  const closed = useJoinClosed(state.open === 'join');
  const openChange = (kind: VisitorDialog) => (open: boolean) => {
    if (!open && state.open === kind) onClose();
  };
  return (
    <>
      <JoinDialog
        open={state.open === 'join'}
        onOpenChange={openChange('join')}
        closed={closed}
        initialCode={state.joinCode}
        bankOptions={bankOptions}
        messengerHref={visitorSettings.messengerHref}
        now={now}
        onLogin={() => {
          onClose();
          onLogin();
        }}
        {...joinCalls}
      />
      <FindPasswordDialog
        open={state.open === 'findPassword'}
        onOpenChange={openChange('findPassword')}
        {...recoveryCalls}
        onChanged={(message) => void dialogs.message(message)}
      />
      <NonMemberDialog open={state.open === 'nonMember'} onOpenChange={openChange('nonMember')} messengerHref={visitorSettings.messengerHref} />
    </>
  );
}
