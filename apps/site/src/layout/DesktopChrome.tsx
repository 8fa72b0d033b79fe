import { lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { memberMenuMessages } from '@betkit/domain';
import { FloatingTabBar, QuickLinkBar, type ChromeItem, type ChromeLinkProps } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { useLazyDialog } from '../app/useLazyDialog';
import { chromeLabels } from './chromeLabels';
import { clearSiteCookies } from './cookies';
import type { ShortcutAction } from './shortcuts';
import { betResultPath, customerPath, boardPath } from '../app/paths';
import { SiteNavLink } from '../app/routerLinks';

/** Opens a member shortcut's dialog (the frame owns them). */
interface ChromeProps {
  ask: (action: ShortcutAction) => void;
}

const NoticeWidgetHost = lazy(() => import('../boards/NoticeWidgetHost'));

/** A route item drawn by the router, so following it never reloads the page. */
const renderNavLink = ({ href, className, children }: ChromeLinkProps) => (
  <SiteNavLink to={href} className={className}>
    {children}
  </SiteNavLink>
);

/**
 * The top bar's quick links (spec 2): deposit, withdraw, customer, attendance, roulette ticket, messages, friend
 * settlement, rules/notice (the notice widget) and clear cookies. Deposit, withdraw and the roulette ticket open
 * their dialogs for a member; a guest is told to log in. Not in spec: their place, a row over the page.
 */
export function QuickLinks({ ask }: ChromeProps) {
  const { dialogs } = useSite();
  const [widgetOpen, setWidgetOpen] = useState(false);
  const widget = useLazyDialog();
  const items: ChromeItem[] = [
    ...chromeLabels.quickLinkItems.map((item) => ('to' in item ? item : { label: item.label, dialog: true, onSelect: () => ask(item.shortcut) })),
    {
      label: chromeLabels.rulesNotice,
      dialog: true,
      onSelect: () => {
        widget.mount();
        setWidgetOpen(true);
      },
    },
    {
      label: chromeLabels.clearCookies,
      onSelect: () => {
        clearSiteCookies();
        void dialogs.message(memberMenuMessages.cookiesCleared);
      },
    },
  ];
  return (
    <>
      <QuickLinkBar label={chromeLabels.quickLinks} items={items} renderLink={renderNavLink} />
      {widget.keep(<NoticeWidgetHost open={widgetOpen} onOpenChange={setWidgetOpen} />)}
    </>
  );
}

/**
 * The right floating tab bar (spec 2): betting rules, an alternate domain, deposit, withdrawal, bet results, FAQ and
 * messenger. The domain and messenger open in new tabs with noopener.
 */
export function FloatingTabs({ ask }: ChromeProps) {
  const navigate = useNavigate();
  const items: ChromeItem[] = [
    { label: chromeLabels.bettingRules, to: boardPath('betting_rule') },
    chromeLabels.alternateDomain,
    { label: chromeLabels.deposit, dialog: true, onSelect: () => ask('deposit') },
    { label: chromeLabels.withdraw, dialog: true, onSelect: () => ask('withdraw') },
    { label: chromeLabels.betResults, onSelect: () => navigate(betResultPath) },
    { label: chromeLabels.faq, to: customerPath },
    chromeLabels.messenger,
  ];
  return <FloatingTabBar label={chromeLabels.floatingTabs} items={items} renderLink={renderNavLink} />;
}
