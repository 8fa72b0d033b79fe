import { useSession } from '../app/session';
import { useWalletDialogs } from '../money/walletDialogs';

/**
 * What the member's account dialogs (user info, my page) share: open state, the conversion buttons and a logout that
 * closes the dialog first (spec 7), as `props` to spread; render `walletDialog` beside the dialog.
 */
export function useMemberDialog(open: boolean, onOpenChange: (open: boolean) => void) {
  const { logOut } = useSession();
  const wallet = useWalletDialogs();
  const onLogout = () => {
    onOpenChange(false);
    void logOut();
  };
  return { props: { open, onOpenChange, onLogout, onConvert: wallet.openDialog }, walletDialog: wallet.dialog };
}
