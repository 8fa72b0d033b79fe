import { FindPasswordDialog, JoinDialog, NonMemberDialog } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { useJoinBankOptions, useJoinCalls, useRecoveryCalls } from './joinCalls';
import { visitorSettings } from './visitorLabels';
import { useJoinClosed } from './queries';

/** A visitor's dialog (spec 2 and 4): sign-up, password recovery, non-member support. */
export type VisitorDialog = 'join' | 'findPassword' | 'nonMember';

/** The open visitor dialog, and the code a `joinCd` link brought. */
export interface VisitorDialogState {
  open: VisitorDialog | null;
  joinCode?: string;
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
