import { useNavigate } from 'react-router-dom';
import { LoggedOutPanel, MemberInfoPanel, type MemberAction } from '@betkit/ui';
import { useSession } from '../session/context';

/** Where each quick button of the member panel goes (spec: section 2 navigation targets). */
export const memberActionPaths: Partial<Record<MemberAction, string>> = {
  deposit: '/deposit',
  withdraw: '/withdraw',
  customer: '/customer',
  betHistory: '/bet_result',
  attendance: '/attendance',
  messages: '/message',
};

/** The right-hand column's top: the member's panel, or the login form for a guest (spec: betting-core section 2). */
export default function MemberColumn() {
  const { user, cards, unreadCount, logIn, logOut } = useSession();
  const navigate = useNavigate();
  if (!user) return <LoggedOutPanel onLogin={logIn} />;
  const onAction = (action: MemberAction) => {
    if (action === 'logout') return void logOut();
    const path = memberActionPaths[action];
    if (path) navigate(path);
  };
  return <MemberInfoPanel user={user} unreadCount={unreadCount} cards={cards} onAction={onAction} />;
}
