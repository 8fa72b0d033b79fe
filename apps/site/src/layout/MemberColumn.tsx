import { useNavigate } from 'react-router-dom';
import { LoggedOutPanel, MemberInfoPanel, type MemberAction } from '@betkit/ui';
import { useDepositDialog, useWithdrawDialog } from '../money/moneyDialogs';
import { useWalletDialogs } from '../money/walletDialogs';
import { useSession } from '../session/context';

/** Where each quick button of the member panel goes (spec: section 2 navigation targets); money opens its dialogs. */
export const memberActionPaths: Partial<Record<MemberAction, string>> = {
  customer: '/customer',
  betHistory: '/bet_result',
  attendance: '/attendance',
  messages: '/message',
};

/**
 * The right-hand column's top: the member's panel with the balance strip and its point and comp dialogs, or the
 * login form for a guest (spec: betting-core section 2; site section 2's balance strip). Deposit and withdraw open
 * their dialogs (spec 2: "Deposit dialog (max width 1200) and withdraw dialog"); /deposit and /withdraw stay as pages.
 */
export default function MemberColumn() {
  const { user, cards, unreadCount, logIn, logOut } = useSession();
  const navigate = useNavigate();
  const { openDialog, dialog } = useWalletDialogs();
  const deposit = useDepositDialog();
  const withdraw = useWithdrawDialog();
  if (!user) return <LoggedOutPanel onLogin={logIn} />;
  const onAction = (action: MemberAction) => {
    if (action === 'logout') return void logOut();
    if (action === 'deposit') return deposit.openDialog();
    if (action === 'withdraw') return withdraw.openDialog();
    const path = memberActionPaths[action];
    if (path) navigate(path);
  };
  return (
    <>
      <MemberInfoPanel user={user} unreadCount={unreadCount} cards={cards} onAction={onAction} onConvert={openDialog} />
      {dialog}
      {deposit.dialog}
      {withdraw.dialog}
    </>
  );
}
