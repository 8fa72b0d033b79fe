import { useNavigate } from 'react-router-dom';
import { changePassword, updateAlertSettings } from '@betkit/api';
import { accountLoginMessages, myPageMessages, type SiteUser } from '@betkit/domain';
import { MyPageDialog } from '@betkit/ui';
import { errorText } from '../app/errors';
import { useSite } from '../app/runtime';
import { useBankName } from '../app/queries';
import { useSession } from '../app/session';
import { useMemberDialog } from './memberDialog';
import { useAlertSettings } from './queries';
import { messagePath, partnerPath } from '../app/paths';

export interface MyPageDialogHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus the current-password field (opened from "password change"). */
  focusPassword?: boolean;
}

function MyPage({ user, open, onOpenChange, focusPassword }: MyPageDialogHostProps & { user: SiteUser }) {
  const { client, dialogs } = useSite();
  const { logOut } = useSession();
  const navigate = useNavigate();
  const member = useMemberDialog(open, onOpenChange);
  const alerts = useAlertSettings(user.id);
  const bankName = useBankName(user.bankCode);
  const goTo = (path: string) => {
    onOpenChange(false);
    navigate(path);
  };
  return (
    <>
      <MyPageDialog
        {...member.props}
        user={user}
        bankName={bankName}
        focusPassword={focusPassword}
        onPartnerManagement={() => goTo(partnerPath)}
        onMessages={() => goTo(messagePath)}
        onChangePassword={async (change) => {
          try {
            await changePassword(client, user.id, change);
          } catch (error) {
            return { ok: false, message: errorText(error, accountLoginMessages.changeFailed) };
          }
          // Spec 8: "My-page change success: 'password changed, log in again'": the member logs in with the new one.
          onOpenChange(false);
          void dialogs.message(accountLoginMessages.changedLoginAgain, () => void logOut());
          return { ok: true, message: accountLoginMessages.changedLoginAgain };
        }}
        alertSettings={alerts.settings}
        alertError={alerts.error}
        onRetryAlerts={alerts.retry}
        onSaveAlerts={async (settings) => {
          try {
            await updateAlertSettings(client, settings);
          } catch (error) {
            return { ok: false, message: errorText(error, myPageMessages.alertSaveFailed) };
          }
          void alerts.saved(settings);
          return { ok: true, message: myPageMessages.alertSaved };
        }}
      />
      {member.walletDialog}
    </>
  );
}

/** My page (spec 2) for the logged-in member: account, password change, conversions and alert settings. */
export default function MyPageDialogHost(props: MyPageDialogHostProps) {
  const { user } = useSession();
  return user ? <MyPage user={user} {...props} /> : null;
}
