import { Fragment, lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { readFlag, routeArea, viewportRedirect } from '@betkit/domain';
import { AppHeader, BelowNotebook, BottomBar, Button, DemoBadge, FrameBody, FramePage, HeaderAccount, HeaderBalance, HeaderBrand, HeaderEnd, HeaderGuestButtons, HeaderIconButton, HeaderSession, HeaderSpacer, LoadingLine, Marquee, MenuIcon, MenuTabs, MyPageIcon, NoticeStrip, PersonIcon, PointIcon, RailDrawer, SideColumn, useFrameDrawer, useIsMobile } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { swapFontsAtScreenChange } from '../app/siteFonts';
import { hasPopups, loadSitePopups } from '../app/sitePopups';
import { useImported } from '../app/useImported';
import { SlipColumn } from '../betting/SlipColumn';
import { StaleNotice } from '../betting/StaleNotice';
import { ScreenErrorBoundary } from '../screens/ErrorPages';
import { useSession } from '../app/session';
import { QuietBoundary } from '../shell/QuietBoundary';
import { useSiteSettings } from '../shell/queries';
import { HoldemTab } from './HoldemTab';
import { layoutLabels } from './labels';
import { usePopups } from './queries';
import { useShortcuts, type ShortcutAction } from './shortcuts';

/** Opens a member shortcut's dialog (one owner per frame: `useShortcuts` in DesktopFrame and MobileFrame). */
type Ask = (action: ShortcutAction) => void;
import { SeoulClock } from './SeoulClock';
import { myWalletPath } from '../app/paths';
import { useLazyDialog } from '../app/useLazyDialog';
import { renderRouterLink, SiteNavLink } from '../app/routerLinks';

// Below the top bar everything loads in its own chunk, so the first screen's JavaScript stays small.
const SportTree = lazy(() => import('../sports/SportTree'));
const MemberColumn = lazy(() => import('./MemberColumn'));
const MobileSlip = lazy(() => import('../betting/MobileSlip'));
const DemoBackendCard = lazy(() => import('../screens/DemoBackendCard'));
const SiteGuards = lazy(() => import('../shell/SiteGuards'));
const QuickLinks = lazy(() => import('./DesktopChrome').then(({ QuickLinks }) => ({ default: QuickLinks })));
const FloatingTabs = lazy(() => import('./DesktopChrome').then(({ FloatingTabs }) => ({ default: FloatingTabs })));
const MenuDrawer = lazy(() => import('./MobileDrawers').then(({ MenuDrawer }) => ({ default: MenuDrawer })));
const MemberDrawer = lazy(() => import('./MobileDrawers').then(({ MemberDrawer }) => ({ default: MemberDrawer })));

function SiteDemoBadge({ compact = false }: { compact?: boolean }) {
  const { mode } = useSite();
  return mode === 'demo' ? (
    <DemoBadge text={layoutLabels.demoBadge} shortText={layoutLabels.demoBadgeShort} hint={layoutLabels.demoBadgeHint} compact={compact} />
  ) : null;
}

function Brand() {
  return <HeaderBrand name={layoutLabels.brand} label={layoutLabels.home} renderLink={renderRouterLink} />;
}

/** The routed screen, loading in its own chunk, with failures shown as the error page. */
function Screen() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname}>
      <Suspense fallback={<LoadingLine>{layoutLabels.loading}</LoadingLine>}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** The foot of every page: the demo backend's card in demo mode. */
function SiteFoot() {
  const { mode } = useSite();
  return mode === 'demo' ? (
    <Suspense fallback={null}>
      <DemoBackendCard />
    </Suspense>
  ) : null;
}

/** A guest's login and sign-up buttons, and with `nonMember` the non-member support (spec 2). */
function GuestButtons({ nonMember = false }: { nonMember?: boolean }) {
  const { requestLogin, requestVisitorDialog } = useSession();
  return (
    <HeaderGuestButtons
      labels={layoutLabels}
      onLogin={requestLogin}
      onSignUp={() => requestVisitorDialog('join')}
      onNonMember={nonMember ? () => requestVisitorDialog('nonMember') : undefined}
    />
  );}

/** Login or the member's money and logout, at the end of the top bar. */
function SessionControls({ ask }: { ask: Ask }) {
  const { user, logOut } = useSession();
  if (!user) {
    // Spec 2: a guest's top bar has the sign-up and non-member buttons beside the login.
    return (
      <HeaderSession>
        <GuestButtons nonMember />
      </HeaderSession>
    );
  }
  // Spec 2: the member's info opens the user-info dialog.
  return (
    <HeaderAccount
      nickname={user.nickname}
      amount={user.emoney}
      labels={layoutLabels}
      onOpenInfo={() => ask('userInfo')}
      onLogout={() => void logOut()}
    />
  );
}

/** A mobile header button opening one of the two drawers (spec 2: the left menu, the member's right sidebar). */
function DrawerButton({ side, ask }: { side: 'left' | 'right'; ask: Ask }) {
  const [open, setOpen] = useState(false);
  const drawer = useLazyDialog();
  const Drawer = side === 'left' ? MenuDrawer : MemberDrawer;
  return (
    <>
      <HeaderIconButton
        label={side === 'left' ? layoutLabels.menuDrawer : layoutLabels.memberDrawer}
        icon={side === 'left' ? <MenuIcon /> : <PersonIcon />}
        onClick={() => {
          drawer.mount();
          setOpen(true);
        }}
      />
      {drawer.keep(<Drawer open={open} onOpenChange={setOpen} ask={ask} />)}
    </>
  );
}

/** Spec (notebook 1352 to under 1920 px): the sport tree behind a hover drawer; the same below 1352 px, and open from 1920 px. */
function SportDrawer() {
  const { open, toggle, handleRef, panelRef } = useFrameDrawer(useLocation().key);
  const panelId = useId();
  return (
    <RailDrawer
      ref={panelRef}
      handleRef={handleRef}
      label={layoutLabels.sidebar}
      handle={
        <>
          <MenuIcon />
          {layoutLabels.sportDrawer}
        </>
      }
      open={open}
      onToggle={toggle}
      panelId={panelId}
    >
      <Suspense fallback={null}>
        <SportTree />
      </Suspense>
    </RailDrawer>
  );
}

/** The top bar's tabs (spec: site section 2), with the holdem tab after in-play. */
function MainMenu({ placement }: { placement: 'bar' | 'row' }) {
  return (
    <MenuTabs label={layoutLabels.mainMenu} placement={placement}>
      {(tabClassName) =>
        layoutLabels.tabs.map((tab) => (
          <Fragment key={tab.to}>
            <SiteNavLink to={tab.to} className={tabClassName}>
              {tab.label}
            </SiteNavLink>
            {tab.to === layoutLabels.holdemAfter ? <HoldemTab className={tabClassName} /> : null}
          </Fragment>
        ))
      }
    </MenuTabs>
  );
}

/**
 * Desktop (768 px and wider): top bar, sport tree, the page, the pre-match slip beside it (where the layout shows
 * it) and the member column (a drawer from the top bar below 1352 px).
 */
function DesktopFrame({ centreRef }: { centreRef: RefObject<HTMLElement | null> }) {
  const { pathname, key } = useLocation();
  const { user } = useSession();
  const { open: memberOpen, toggle: toggleMember, handleRef: memberButtonRef, panelRef: memberColumnRef } = useFrameDrawer(key);
  const memberColumnId = useId();
  // The common slip's routes (spec 2); the partner routes, where it is hidden too, have a frame of their own.
  const slip = routeArea(pathname) === 'prematch';
  const shortcuts = useShortcuts();
  return (
    <>
      <AppHeader layout="desktop">
        <Brand />
        <SiteDemoBadge />
        <MainMenu placement="bar" />
        <HeaderEnd>
          <SeoulClock />
          <SessionControls ask={shortcuts.ask} />
          {/* Spec: the right sidebar is for members on tablets; a guest logs in from the top bar's button. */}
          {user ? (
            <BelowNotebook>
              <Button ref={memberButtonRef} size="sm" variant="secondary" aria-expanded={memberOpen} aria-controls={memberColumnId} onClick={toggleMember}>
                {layoutLabels.memberDrawer}
              </Button>
            </BelowNotebook>
          ) : null}
        </HeaderEnd>
      </AppHeader>
      {/* One of the two menus shows: in the top bar from 1352 px, in its own row below. */}
      <MainMenu placement="row" />
      <FrameBody slip={slip}>
        <SportDrawer />
        <FramePage
          layout="desktop"
          label={layoutLabels.main}
          ref={centreRef}
          chrome={
            // The quick links and the floating tabs load after the page: nothing on the first screen waits for them.
            <Suspense fallback={null}>
              <QuickLinks ask={shortcuts.ask} />
              <FloatingTabs ask={shortcuts.ask} />
            </Suspense>
          }
          foot={<SiteFoot />}
        >
          <Screen />
        </FramePage>
        {slip ? <SlipColumn area="prematch" /> : null}
        <SideColumn ref={memberColumnRef} id={memberColumnId} label={layoutLabels.memberColumn} open={memberOpen}>
          <Suspense fallback={null}>
            <MemberColumn ask={shortcuts.ask} />
          </Suspense>
        </SideColumn>
      </FrameBody>
      {shortcuts.dialogs}
    </>
  );
}

/** Spec 2: the site top notice (GET /setting/user) as a 15-second marquee under the mobile header. */
function SiteTopNotice() {
  const settings = useSiteSettings();
  // Not read yet: the strip's row is kept, so the page does not shift on every phone page when the notice arrives.
  if (settings === undefined) return <NoticeStrip />;
  const text = typeof settings.siteTopNotice === 'string' ? settings.siteTopNotice : '';
  return text.trim() === '' ? null : (
    <NoticeStrip>
      <Marquee text={text} label={layoutLabels.topNotice} />
    </NoticeStrip>
  );
}

/** Spec 2: the mobile bottom bar: deposit, withdraw, bet cart, bet history, customer; money opens its dialogs. */
function MobileBottomBar({ ask }: { ask: Ask }) {
  return (
    <BottomBar label={layoutLabels.bottomMenu}>
      {(itemClassName) => (
        <>
          <button type="button" className={itemClassName} aria-haspopup="dialog" onClick={() => ask('deposit')}>
            {layoutLabels.bottomDeposit}
          </button>
          <button type="button" className={itemClassName} aria-haspopup="dialog" onClick={() => ask('withdraw')}>
            {layoutLabels.bottomWithdraw}
          </button>
          <Suspense fallback={<span className={itemClassName} />}>
            <MobileSlip />
          </Suspense>
          {layoutLabels.bottomLinks.map((item) => (
            <SiteNavLink key={item.to} to={item.to} className={itemClassName}>
              {item.label}
            </SiteNavLink>
          ))}
        </>
      )}
    </BottomBar>
  );
}

/** Mobile (767 px and narrower, laid out at 424 px): header, the page, and the bottom bar with the bet cart. */
function MobileFrame() {
  const { user } = useSession();
  const navigate = useNavigate();
  const shortcuts = useShortcuts();
  return (
    <>
      <AppHeader layout="mobile">
        <DrawerButton side="left" ask={shortcuts.ask} />
        <Brand />
        <SiteDemoBadge compact />
        <HeaderSpacer />
        {user ? (
          // The member's balances: the wallet shows the balance strip with the point and comp conversions.
          <HeaderBalance amount={user.emoney} label={layoutLabels.money} onClick={() => navigate(myWalletPath)} />
        ) : (
          // Spec 2: the phone header's login and sign-up buttons.
          <GuestButtons />
        )}
        {/* Spec 2: the points and my-page icons and the right sidebar are for members only. */}
        {user ? (
          <>
            <HeaderIconButton label={layoutLabels.points} icon={<PointIcon />} onClick={() => shortcuts.ask('point')} />
            <HeaderIconButton label={layoutLabels.myPage} icon={<MyPageIcon />} onClick={() => shortcuts.ask('myPage')} />
            <DrawerButton side="right" ask={shortcuts.ask} />
          </>
        ) : null}
      </AppHeader>
      <SiteTopNotice />
      <FramePage layout="mobile" label={layoutLabels.main} foot={<SiteFoot />}>
        <StaleNotice />
        <Screen />
      </FramePage>
      <MobileBottomBar ask={shortcuts.ask} />
      {shortcuts.dialogs}
    </>
  );
}

/**
 * Spec: wider than 767 px, '/' and '/europe' without mtpt land on '/europe?…&mtpt={now}'. It stays in the first
 * chunk (the other guards load in their own) so the landing never renders '/' first.
 */
function useDesktopLanding(mobile: boolean) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { now } = useSite();
  useEffect(() => {
    if (mobile) return;
    const target = viewportRedirect({ width: window.innerWidth, pathname, search, now: now() });
    if (target) navigate(target, { replace: true });
  }, [mobile, pathname, search, navigate, now]);
}

/**
 * The site popups (GET /boardPopup, read once per visit) over every screen; the rules and the layer load in their
 * own chunk only when the server sent any. Not in spec: a failed read shows none (they are announcements, read
 * again on the next visit), while the client's interceptor acts on a 500, 555 or 556 as for every call.
 */
function PopupSlot({ centreRef }: { centreRef: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const { data } = usePopups();
  const sent = hasPopups(data);
  // Imported, not lazy(): the entry popups are the first screen's largest paint (see useImported).
  const SitePopups = useImported(sent ? loadSitePopups : undefined)?.default;
  return sent && SitePopups ? (
    <QuietBoundary>
      {/* The popups closed: a moment the web font can swap without re-wrapping what is read. */}
      <SitePopups list={data} centre={centreRef} pageSlip={routeArea(pathname) !== 'prematch'} onAllClosed={swapFontsAtScreenChange} />
    </QuietBoundary>
  ) : null;
}

/**
 * True when a guard of spec 4 or a notification may act: for a member always (admin, unread messages and
 * notifications come with the member's record); for a guest only with the maintenance switch on (the partner pages
 * have their own layout and guard). A guest's first route (most visits) never loads the guards' chunk.
 */
function useGuardsNeeded(): boolean {
  const { user } = useSession();
  const settings = useSiteSettings();
  return user !== null || readFlag(settings?.siteNoticeFlg) === true;
}

/** The frame of every screen: desktop or mobile by the viewport (spec breakpoint 767 px). */
export function AppLayout() {
  const mobile = useIsMobile();
  useDesktopLanding(mobile);
  // The desktop centre column, where the popups stack (spec 2: "stacked on PC").
  const centreRef = useRef<HTMLElement>(null);
  return (
    <>
      {/* First in the document: the popups lie over the page, so a keyboard meets them before it. */}
      <PopupSlot centreRef={centreRef} />
      {mobile ? <MobileFrame /> : <DesktopFrame centreRef={centreRef} />}
      {/* Maintenance, admin and the other guards, and the member's notifications: their chunk loads only when one acts. */}
      {useGuardsNeeded() ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <SiteGuards mobile={mobile} />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </>
  );
}
