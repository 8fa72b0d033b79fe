import { UserInfoDialog } from '@betkit/ui';
import { renderRouterLink } from '../boards/routerLinks';
import { useWalletDialogs } from '../money/walletDialogs';
import { useSession } from '../app/session';

export interface UserInfoDialogHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens my page; `focusPassword` when the member asked for the password change. */
  onMyPage: (focusPassword: boolean) => void;
}

/** The user-info dialog (spec 2) of the logged-in member, with the point and comp dialogs over it. */
export default function UserInfoDialogHost({ open, onOpenChange, onMyPage }: UserInfoDialogHostProps) {
  const { user, unreadCount, logOut } = useSession();
  const wallet = useWalletDialogs();
  if (!user) return null;
  return (
    <>
      <UserInfoDialog
        open={open}
        onOpenChange={onOpenChange}
        user={user}
        unreadCount={unreadCount}
        renderLink={renderRouterLink}
        // Spec 7: logout closes the user-info dialog.
        onLogout={() => {
          onOpenChange(false);
          void logOut();
        }}
        onChangePassword={() => onMyPage(true)}
        onMyPage={() => onMyPage(false)}
        onConvert={wallet.openDialog}
      />
      {wallet.dialog}
    </>
  );
}
