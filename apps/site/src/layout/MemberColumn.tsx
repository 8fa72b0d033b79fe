import { useNavigate } from 'react-router-dom';
import { JackpotBox, LoggedOutPanel, MemberInfoPanel, type MemberAction } from '@betkit/ui';
import { useJackpot } from '../boards/jackpotData';
import { useGuestPanelActions, useSession } from '../app/session';
import { guestBanners } from './guestBanners';
import type { ShortcutAction } from './shortcuts';
import { betResultPath, messagePath, partnerPath, customerPath, attendancePath } from '../app/paths';
import { renderRouterLink } from '../app/routerLinks';

/** Where each quick button of the member panel goes (spec: section 2 navigation targets); money opens its dialogs. */
export const memberActionPaths: Partial<Record<MemberAction, string>> = {
  customer: customerPath,
  betHistory: betResultPath,
  attendance: attendancePath,
  messages: messagePath,
  partnerManagement: partnerPath,
};

/**
 * The right-hand column's top: the member's panel with the balance strip and its point and comp dialogs, or the
 * login form for a guest (spec: betting-core section 2; site section 2's balance strip). Deposit and withdraw open
 * their dialogs (spec 2: "Deposit dialog (max width 1200) and withdraw dialog"); /deposit and /withdraw stay as pages.
 */
/** Spec 2: the jackpot box, read again every 30 seconds (spec 9); a failed read keeps the last value. */
function SiteJackpot() {
  const jackpot = useJackpot();
  return <JackpotBox amount={jackpot.data} />;
}

export default function MemberColumn({ ask }: { ask: (action: ShortcutAction) => void }) {
  const { user, cards, unreadCount, logOut } = useSession();
  const guestActions = useGuestPanelActions();
  const navigate = useNavigate();
  if (!user)
    return (
      <>
        <LoggedOutPanel {...guestActions} banners={guestBanners} renderLink={renderRouterLink} />
        <SiteJackpot />
      </>
    );
  // Deposit, withdraw, the roulette and the conversions open their dialogs (the frame owns them).
  const onAction = (action: MemberAction) => {
    if (action === 'logout') return void logOut();
    if (action === 'deposit' || action === 'withdraw' || action === 'roulette') return ask(action);
    const path = memberActionPaths[action];
    if (path) navigate(path);
  };
  return (
    <>
      <MemberInfoPanel user={user} unreadCount={unreadCount} cards={cards} onAction={onAction} onConvert={ask} />
      <SiteJackpot />
    </>
  );
}
