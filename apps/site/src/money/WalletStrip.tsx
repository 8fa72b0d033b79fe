import { BalanceStrip, type BalanceStripProps } from '@betkit/ui';
import { useSession } from '../app/session';
import { useWalletDialogs } from './walletDialogs';

/** The logged-in member's balance strip with its point and comp buttons opening their dialogs (spec section 2). */
export default function WalletStrip({ variant = 'bar' }: { variant?: BalanceStripProps['variant'] }) {
  const { user } = useSession();
  const { openDialog, dialog } = useWalletDialogs();
  if (!user) return null;
  return (
    <>
      <BalanceStrip balances={user} variant={variant} onConvert={openDialog} />
      {dialog}
    </>
  );
}
