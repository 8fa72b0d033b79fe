import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { MoneyText } from '../money-text/MoneyText';
import * as styles from './Header.css';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** What the site's router link receives to draw the brand. */
export interface HeaderLinkProps {
  href: string;
  className: string;
  'aria-label': string;
  children: ReactNode;
}

export interface AppHeaderProps {
  /** desktop: the top bar from 768 px; mobile: the phone's one-row header. */
  layout: 'desktop' | 'mobile';
  children: ReactNode;
}

/** The app's top bar: it stays on top while the page scrolls; its pieces are this module's. */
export function AppHeader({ layout, children }: AppHeaderProps) {
  return <header className={styles.header[layout]}>{children}</header>;
}

/** The brand: a link home, drawn by the site's router. */
export function HeaderBrand({ name, label, renderLink }: { name: string; label: string; renderLink: (link: HeaderLinkProps) => ReactNode }) {
  return renderLink({ href: '/', className: styles.brand, 'aria-label': label, children: name });
}

/** A badge telling the site runs without a real server; `compact` shows the short text and reads the full one. */
export function DemoBadge({ text, shortText, hint, compact = false }: { text: string; shortText: string; hint: string; compact?: boolean }) {
  return (
    <span className={styles.demoBadge} title={hint} aria-label={compact ? text : undefined}>
      {compact ? shortText : text}
    </span>
  );
}

/** The top bar's end: pushed to the right. */
export function HeaderEnd({ children }: { children: ReactNode }) {
  return <div className={styles.headerEnd}>{children}</div>;
}

/** Takes the free width of the phone header, so what follows stands at its end. */
export function HeaderSpacer() {
  return <span className={styles.spacer} />;
}

export interface MenuTabsProps {
  /** The nav landmark's name. */
  label: string;
  /** bar: inside the top bar from 1352 px; row: a row of its own under it below 1352 px (only one shows). */
  placement: 'bar' | 'row';
  /** Draws the tabs (router links, or buttons for what is not a route) with the tab's class. */
  children: (tabClassName: string) => ReactNode;
}

/** The top bar's main menu. */
export function MenuTabs({ label, placement, children }: MenuTabsProps) {
  return (
    <nav aria-label={label} className={styles.menuTabs[placement]}>
      {children(styles.tab)}
    </nav>
  );
}

/** A clock in the top bar. */
export function HeaderClock({ dateTime, label, children }: { dateTime: string; label: string; children: ReactNode }) {
  return (
    <time className={styles.clock} dateTime={dateTime} aria-label={label}>
      {children}
    </time>
  );
}

/** The session's controls at the top bar's end (a guest's buttons, or `HeaderAccount`). */
export function HeaderSession({ children }: { children: ReactNode }) {
  return <div className={styles.session}>{children}</div>;
}

export interface HeaderGuestButtonsProps {
  labels: { login: string; signUp: string; nonMember: string };
  onLogin: () => void;
  onSignUp: () => void;
  /** With it, a third button for the non-member support (the desktop top bar's). */
  onNonMember?: () => void;
}

/** A guest's login and sign-up buttons, and the non-member support's where `onNonMember` is given. */
export function HeaderGuestButtons({ labels, onLogin, onSignUp, onNonMember }: HeaderGuestButtonsProps) {
  return (
    <>
      <Button size="sm" onClick={onLogin}>
        {labels.login}
      </Button>
      <Button size="sm" variant="secondary" onClick={onSignUp}>
        {labels.signUp}
      </Button>
      {onNonMember ? (
        <Button size="sm" variant="ghost" onClick={onNonMember}>
          {labels.nonMember}
        </Button>
      ) : null}
    </>
  );
}

export interface HeaderAccountProps {
  nickname: string;
  /** The member's balance. */
  amount: number;
  labels: { money: string; logout: string };
  /** The nickname opens the member's info (a dialog). */
  onOpenInfo: () => void;
  onLogout: () => void;
}

/** A member's nickname (hidden below 1352 px), balance (its label read, not shown, there) and logout. */
export function HeaderAccount({ nickname, amount, labels, onOpenInfo, onLogout }: HeaderAccountProps) {
  return (
    <HeaderSession>
      <button type="button" className={styles.nickname} aria-haspopup="dialog" onClick={onOpenInfo}>
        {nickname}
      </button>
      <span className={styles.money}>
        <span className={styles.moneyLabel}>{labels.money}</span> <MoneyText amount={amount} />
      </span>
      <Button size="sm" variant="secondary" onClick={onLogout}>
        {labels.logout}
      </Button>
    </HeaderSession>
  );
}

/** The phone header's balance: the amount shown, its label read; a press leads to the wallet. */
export function HeaderBalance({ amount, label, onClick }: { amount: number; label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.balanceButton} onClick={onClick}>
      <VisuallyHidden>{label}</VisuallyHidden> <MoneyText amount={amount} />
    </button>
  );
}

/** An icon button of the phone header opening a dialog or drawer, named by `label`. */
export function HeaderIconButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.iconButton} aria-haspopup="dialog" aria-label={label} onClick={onClick}>
      {icon}
    </button>
  );
}

/** A strip under the phone header (the site's top notice). */
export function NoticeStrip({ children }: { children?: ReactNode }) {
  // Without content (the notice not read yet) the strip keeps its one line, so the page does not shift when it arrives.
  const reserved = children === undefined;
  return (
    <div className={reserved ? `${styles.noticeStrip} ${styles.noticeStripReserved}` : styles.noticeStrip} aria-hidden={reserved || undefined}>
      {reserved ? '\u00a0' : children}
    </div>
  );
}
