import { useNavigate } from 'react-router-dom';
import { LoggedOutPanel, MemberInfoPanel, type MemberAction } from '@betkit/ui';
import { useSession } from '../session/context';
import { useWalletDialogs } from '../money/walletDialogs';

/** Where each quick button of the member panel goes (spec: section 2 navigation targets). */
export const memberActionPaths: Partial<Record<MemberAction, string>> = {
  deposit: '/deposit',
  withdraw: '/withdraw',
  customer: '/customer',
  betHistory: '/bet_result',
  attendance: '/attendance',
  messages: '/message',
};

/**
 * The right-hand column's top: the member's panel with the balance strip and its point and comp dialogs, or the
 * login form for a guest (spec: betting-core section 2; site section 2's balance strip).
 */
export default function MemberColumn() {
  const { user, cards, unreadCount, logIn, logOut } = useSession();
  const navigate = useNavigate();
  const { openDialog, dialog } = useWalletDialogs();
  if (!user) return <LoggedOutPanel onLogin={logIn} />;
  const onAction = (action: MemberAction) => {
    if (action === 'logout') return void logOut();
    const path = memberActionPaths[action];
    if (path) navigate(path);
  };
  return (
    <>
      <MemberInfoPanel user={user} unreadCount={unreadCount} cards={cards} onAction={onAction} onConvert={openDialog} />
      {dialog}
    </>
  );
}
