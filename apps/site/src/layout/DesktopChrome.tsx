import { lazy, Suspense, useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { memberMenuMessages } from '@betkit/domain';
import { FloatingTabBar, QuickLinkBar } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { chromeLabels } from './chromeLabels';
import { clearSiteCookies } from './cookies';
import type { ShortcutAction } from './shortcuts';
import { betResultPath, customerPath, boardPath } from '../app/paths';

/** Opens a member shortcut's dialog (the frame owns them). */
interface ChromeProps {
  ask: (action: ShortcutAction) => void;
}

const NoticeWidgetHost = lazy(() => import('../boards/NoticeWidgetHost'));

/**
 * The top bar's quick links (spec 2): deposit, withdraw, customer, attendance, roulette ticket, messages, friend
 * settlement, rules/notice (the notice widget) and clear cookies. Deposit, withdraw and the roulette ticket open
 * their dialogs for a member; a guest is told to log in. Not in spec: their place, a row over the page.
 */
export function QuickLinks({ ask }: ChromeProps) {
  const { dialogs } = useSite();
  const [widgetOpen, setWidgetOpen] = useState(false);
  const [widgetWanted, setWidgetWanted] = useState(false);
  return (
    <>
      <QuickLinkBar label={chromeLabels.quickLinks}>
        {(className) => (
          <>
        {chromeLabels.quickLinkItems.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <NavLink to={item.to} className={className}>
                {item.label}
              </NavLink>
            ) : (
              <button type="button" className={className} aria-haspopup="dialog" onClick={() => ask(item.shortcut)}>
                {item.label}
              </button>
            )}
          </li>
        ))}
        <li>
          <button
            type="button"
            className={className}
            aria-haspopup="dialog"
            onClick={() => {
              setWidgetWanted(true);
              setWidgetOpen(true);
            }}
          >
            {chromeLabels.rulesNotice}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={className}
            onClick={() => {
              clearSiteCookies();
              void dialogs.message(memberMenuMessages.cookiesCleared);
            }}
          >
            {chromeLabels.clearCookies}
          </button>
        </li>
          </>
        )}
      </QuickLinkBar>
      {widgetWanted ? (
        <Suspense fallback={null}>
          <NoticeWidgetHost open={widgetOpen} onOpenChange={setWidgetOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The right floating tab bar (spec 2): betting rules, an alternate domain, deposit, withdrawal, bet results, FAQ and
 * messenger. The domain and messenger open in new tabs with noopener.
 */
export function FloatingTabs({ ask }: ChromeProps) {
  const navigate = useNavigate();
  return (
    <FloatingTabBar label={chromeLabels.floatingTabs}>
      {(className) => (
        <>
        <li>
          <NavLink to={boardPath('betting_rule')} className={className}>
            {chromeLabels.bettingRules}
          </NavLink>
        </li>
        <li>
          <a href={chromeLabels.alternateDomain.href} target="_blank" rel="noopener noreferrer" className={className}>
            {chromeLabels.alternateDomain.label}
          </a>
        </li>
        <li>
          <button type="button" className={className} aria-haspopup="dialog" onClick={() => ask('deposit')}>
            {chromeLabels.deposit}
          </button>
        </li>
        <li>
          <button type="button" className={className} aria-haspopup="dialog" onClick={() => ask('withdraw')}>
            {chromeLabels.withdraw}
          </button>
        </li>
        <li>
          <button type="button" className={className} onClick={() => navigate(betResultPath)}>
            {chromeLabels.betResults}
          </button>
        </li>
        <li>
          <NavLink to={customerPath} className={className}>
            {chromeLabels.faq}
          </NavLink>
        </li>
        <li>
          <a href={chromeLabels.messenger.href} target="_blank" rel="noopener noreferrer" className={className}>
            {chromeLabels.messenger.label}
          </a>
        </li>
        </>
      )}
    </FloatingTabBar>
  );
}
