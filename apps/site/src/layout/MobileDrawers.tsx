import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { DEFAULT_ERROR_MESSAGE, getMember } from '@betkit/api';
import { memberMenuMessages, type SiteUser } from '@betkit/domain';
import { Button, Drawer, DrawerBanners, DrawerButtons, DrawerNav, MemberInfoPanel, depositFormLabels, type MemberAction } from '@betkit/ui';
import { alertFailure, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import NoticeWidgetHost from '../boards/NoticeWidgetHost';
import { useDepositActions } from '../money/depositActions';
import { useSession } from '../app/session';
import { memberUserKey } from '../session/queries';
import { clearSiteCookies } from './cookies';
import { drawerLabels } from './drawerLabels';
import { HoldemTab } from './HoldemTab';
import type { ShortcutAction } from './shortcuts';
import { layoutLabels } from './labels';
import { memberActionPaths } from './MemberColumn';
import { withdrawPath, depositPath, sportsboardPath } from '../app/paths';
import { SiteNavLink } from '../app/routerLinks';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens a member shortcut's dialog (the mobile frame owns them). */
  ask: (action: ShortcutAction) => void;
}

/** Links that close the drawer as they are followed. */
function DrawerLinks({
  label,
  links,
  onFollow,
  holdem = false,
}: {
  label: string;
  links: readonly { to: string; label: string }[];
  onFollow: () => void;
  /** Add the holdem tab after in-play (the games menu). */
  holdem?: boolean;
}) {
  return (
    <DrawerNav label={label}>
      {(linkClassName) =>
        links.map((link) => (
          <Fragment key={link.to + link.label}>
            <li>
              <SiteNavLink to={link.to} className={linkClassName} onClick={onFollow}>
                {link.label}
              </SiteNavLink>
            </li>
            {holdem && link.to === layoutLabels.holdemAfter ? (
              <li>
                <HoldemTab className={linkClassName} onEnter={onFollow} />
              </li>
            ) : null}
          </Fragment>
        ))
      }
    </DrawerNav>
  );
}

/**
 * The left menu drawer of the mobile header: the games, the boards and the notice widget (spec 2 puts no notice
 * link in the mobile header; the widget opens full screen from here).
 */
export function MenuDrawer({ open, onOpenChange }: DrawerProps) {
  const [widgetOpen, setWidgetOpen] = useState(false);
  const close = () => onOpenChange(false);
  return (
    <>
      <Drawer open={open} onOpenChange={onOpenChange} title={drawerLabels.menuTitle} side="left">
        <Button
          variant="secondary"
          fullWidth
          aria-haspopup="dialog"
          onClick={() => {
            close();
            setWidgetOpen(true);
          }}
        >
          {drawerLabels.latestNotices}
        </Button>
        <DrawerLinks label={drawerLabels.gamesMenu} links={layoutLabels.tabs} onFollow={close} holdem />
        <DrawerLinks label={drawerLabels.boardsMenu} links={drawerLabels.boardLinks} onFollow={close} />
      </Drawer>
      <NoticeWidgetHost open={widgetOpen} onOpenChange={setWidgetOpen} />
    </>
  );
}

function MemberDrawerBody({ user, close, ask }: { user: SiteUser; close: () => void; ask: (action: ShortcutAction) => void }) {
  const { cards, unreadCount, logOut, token } = useSession();
  const { mutate } = useSWRConfig();
  const { client, dialogs } = useSite();
  const navigate = useNavigate();
  const coupons = useDepositActions(user);
  const onAction = (action: MemberAction) => {
    if (action === 'logout') return void logOut();
    if (action === 'clearCookies') {
      clearSiteCookies();
      return void dialogs.message(memberMenuMessages.cookiesCleared);
    }
    close();
    if (action === 'deposit' || action === 'withdraw') return navigate(action === 'deposit' ? depositPath : withdrawPath);
    // The profile button opens my page (spec 2), the roulette its dialog, over the page once the drawer has closed.
    if (action === 'profile') return ask('myPage');
    if (action === 'roulette') return ask('roulette');
    const path = memberActionPaths[action];
    if (path) navigate(path);
  };
  // Spec 7: GET /member/{id}, then '새로고침 되었습니다'; a failure shows its text instead (the session acts on 555/556).
  const refresh = async () => {
    let answer: SiteUser;
    try {
      answer = await getMember(client, user.id);
    } catch (error) {
      alertFailure(dialogs, error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE });
      return;
    }
    // The answer is the session's member record: keep it without reading it a second time.
    await mutate(memberUserKey(token ? { token, user } : null), answer, { revalidate: false });
    await dialogs.message(memberMenuMessages.refreshed);
  };
  return (
    <>
      <MemberInfoPanel user={user} unreadCount={unreadCount} cards={cards} onAction={onAction} variant="mobile" />
      <DrawerButtons label={drawerLabels.coupons}>
        <Button size="sm" variant="secondary" busy={coupons.claimingCoupon === 'count'} onClick={() => coupons.claimCoupon('count')}>
          {depositFormLabels.couponCount}
        </Button>
        <Button size="sm" variant="secondary" busy={coupons.claimingCoupon === 'amount'} onClick={() => coupons.claimCoupon('amount')}>
          {depositFormLabels.couponAmount}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void refresh()}>
          {drawerLabels.refresh}
        </Button>
      </DrawerButtons>
      <DrawerLinks label={drawerLabels.memberMenu} links={drawerLabels.memberLinks} onFollow={close} />
      <DrawerBanners label={drawerLabels.banners}>
        {(bannerClassName) => (
          <>
            {drawerLabels.externalBanners.map((banner) => (
              <a key={banner.href} href={banner.href} target="_blank" rel="noopener noreferrer" className={bannerClassName}>
                {banner.label}
                <span aria-label={drawerLabels.newTab}>↗</span>
              </a>
            ))}
            <SiteNavLink to={sportsboardPath} className={bannerClassName} onClick={close}>
              {drawerLabels.sportsboardBanner}
            </SiteNavLink>
          </>
        )}
      </DrawerBanners>
    </>
  );
}

/** Spec 2: the right sidebar of a member on a phone or tablet, a 352 px drawer. */
export function MemberDrawer({ open, onOpenChange, ask }: DrawerProps) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={drawerLabels.memberTitle} side="right">
      <MemberDrawerBody user={user} close={() => onOpenChange(false)} ask={ask} />
    </Drawer>
  );
}
