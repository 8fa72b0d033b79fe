import { lazy, Suspense, useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { memberMenuMessages } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useDepositDialog, useWithdrawDialog } from '../money/moneyDialogs';
import { chromeLabels } from './chromeLabels';
import { clearSiteCookies } from './cookies';
import * as styles from './DesktopChrome.css';

const NoticeWidgetHost = lazy(() => import('../boards/NoticeWidgetHost'));

/** Deposit and withdraw: their dialogs for a member (spec 2); a guest is told to log in. */
function useMoneyLinks() {
  const deposit = useDepositDialog();
  const withdraw = useWithdrawDialog();
  const open = (which: 'deposit' | 'withdraw') => (which === 'deposit' ? deposit.openDialog() : withdraw.openDialog());
  return { open, dialogs: [deposit.dialog, withdraw.dialog] };
}

/**
 * The top bar's quick links (spec 2): deposit, withdraw, customer, attendance, roulette ticket, messages, friend
 * settlement, rules/notice (the notice widget) and clear cookies. Not in spec: their place, a row over the page.
 */
export function QuickLinks() {
  const { dialogs } = useSite();
  const money = useMoneyLinks();
  const [widgetOpen, setWidgetOpen] = useState(false);
  const [widgetWanted, setWidgetWanted] = useState(false);
  return (
    <nav aria-label={chromeLabels.quickLinks}>
      <ul className={styles.quickLinks}>
        <li>
          <button type="button" className={styles.quickLink} onClick={() => money.open('deposit')}>
            {chromeLabels.deposit}
          </button>
        </li>
        <li>
          <button type="button" className={styles.quickLink} onClick={() => money.open('withdraw')}>
            {chromeLabels.withdraw}
          </button>
        </li>
        {chromeLabels.pageLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.quickLink}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.quickLink}
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
            className={styles.quickLink}
            onClick={() => {
              clearSiteCookies();
              void dialogs.message(memberMenuMessages.cookiesCleared);
            }}
          >
            {chromeLabels.clearCookies}
          </button>
        </li>
      </ul>
      {money.dialogs}
      {widgetWanted ? (
        <Suspense fallback={null}>
          <NoticeWidgetHost open={widgetOpen} onOpenChange={setWidgetOpen} />
        </Suspense>
      ) : null}
    </nav>
  );
}

/**
 * The right floating tab bar (spec 2): betting rules, an alternate domain, deposit, withdrawal, bet results, FAQ and
 * messenger. The domain and messenger open in new tabs with noopener.
 */
export function FloatingTabs() {
  const money = useMoneyLinks();
  const navigate = useNavigate();
  return (
    <nav aria-label={chromeLabels.floatingTabs}>
      <ul className={styles.floatingTabs}>
        <li>
          <NavLink to="/board/betting_rule" className={styles.floatingTab}>
            {chromeLabels.bettingRules}
          </NavLink>
        </li>
        <li>
          <a href={chromeLabels.alternateDomain.href} target="_blank" rel="noopener noreferrer" className={styles.floatingTab}>
            {chromeLabels.alternateDomain.label}
          </a>
        </li>
        <li>
          <button type="button" className={styles.floatingTab} onClick={() => money.open('deposit')}>
            {chromeLabels.deposit}
          </button>
        </li>
        <li>
          <button type="button" className={styles.floatingTab} onClick={() => money.open('withdraw')}>
            {chromeLabels.withdraw}
          </button>
        </li>
        <li>
          <button type="button" className={styles.floatingTab} onClick={() => navigate('/bet_result')}>
            {chromeLabels.betResults}
          </button>
        </li>
        <li>
          <NavLink to="/customer" className={styles.floatingTab}>
            {chromeLabels.faq}
          </NavLink>
        </li>
        <li>
          <a href={chromeLabels.messenger.href} target="_blank" rel="noopener noreferrer" className={styles.floatingTab}>
            {chromeLabels.messenger.label}
          </a>
        </li>
      </ul>
      {money.dialogs}
    </nav>
  );
}
