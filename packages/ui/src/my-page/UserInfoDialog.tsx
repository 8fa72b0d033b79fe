import type { ReactNode } from 'react';
import { levelIcon, levelLabel, showsLogoutButton, showsPartnerManagement, type BettingUser, type ConversionKind } from '@betkit/domain';
import { BalanceStrip } from '../balance-strip/BalanceStrip';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { mergeLabels } from '../labels';
import { LevelBadge } from '../member-info-panel/LevelBadge';
import * as styles from './MyPage.css';
import { unreadMessagesLabel, userInfoDialogLabels, type UserInfoDialogLabels } from './labels';

/** The user-info dialog's links, in the spec's order. */
export const userInfoLinks = ['messages', 'betResult', 'notices', 'customer', 'attendance'] as const;

/** One of the user-info dialog's links. */
export type UserInfoLink = (typeof userInfoLinks)[number];

/** Spec 2: the routes the user-info dialog links to. */
export const userInfoHrefs: Readonly<Record<UserInfoLink, string>> = {
  messages: '/message',
  betResult: '/bet_result',
  notices: '/board/notice',
  customer: '/customer',
  attendance: '/attendance',
};

/** What the site's router link receives to draw one of the dialog's links. */
export interface UserInfoLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  /** Called as the link is followed (the dialog closes). */
  onClick: () => void;
}

/** The user fields the dialog shows (type and role decide the logout button). */
export type UserInfoUser = Pick<BettingUser, 'nickname' | 'role' | 'emoney' | 'point' | 'comp'> & { type?: unknown };

export interface UserInfoDialogProps {
  open: boolean;
  /** Called when the dialog asks to close: ×, Esc, outside click, or a link followed. */
  onOpenChange: (open: boolean) => void;
  /** The logged-in member. */
  user: UserInfoUser;
  /** Unread messages, shown after the messages link when above 0. */
  unreadCount: number;
  /** Draws one link with the site's router. */
  renderLink: (link: UserInfoLinkProps) => ReactNode;
  /** Logs out (spec 6: the button is hidden for type 1 role 10). */
  onLogout: () => void;
  /** Opens the password change (my page). */
  onChangePassword: () => void;
  /** Opens my page; without it there is no my-page button. */
  onMyPage?: () => void;
  /** Spec 2: goes to /partner/pt; the button shows for type not 0 (a partner) when this is given. */
  onPartnerManagement?: () => void;
  /** Called with the conversion asked for; without it the balances show no conversion buttons. */
  onConvert?: (kind: ConversionKind) => void;
  /** Routes of the links, if the site's differ from the spec's. */
  hrefs?: Partial<Record<UserInfoLink, string>>;
  /** Overrides of the Korean labels. */
  labels?: UserInfoDialogLabels;
}

/**
 * The user-info dialog (spec 2): level image, nickname, balances, the links to messages (with the unread count),
 * bet history, notices, customer service and attendance, the password change and logout (hidden for the back
 * office's admin, spec 6).
 */
export function UserInfoDialog({
  open,
  onOpenChange,
  user,
  unreadCount,
  renderLink,
  onLogout,
  onChangePassword,
  onMyPage,
  onPartnerManagement,
  onConvert,
  hrefs,
  labels,
}: UserInfoDialogProps) {
  const words = mergeLabels(userInfoDialogLabels, labels);
  const routes = { ...userInfoHrefs, ...hrefs };
  const close = () => onOpenChange(false);
  const icon = levelIcon(user.role);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={words.title} width={400} fullScreenOnMobile>
      <div className={styles.body}>
        <div className={styles.identity}>
          <LevelBadge icon={icon} size={40} />
          <div className={styles.who}>
            <span className={styles.level} data-level={icon}>
              {levelLabel(user.role)}
            </span>
            <span className={styles.nickname}>{user.nickname}</span>
          </div>
        </div>
        <BalanceStrip balances={user} onConvert={onConvert} />
        <nav aria-label={words.links}>
          <ul className={styles.links}>
            {userInfoLinks.map((key) => (
              <li key={key}>
                {renderLink({
                  href: routes[key],
                  className: styles.link,
                  onClick: close,
                  children: (
                    <>
                      {words[key]}
                      {key === 'messages' && unreadCount > 0 ? (
                        <span className={styles.badge} role="img" aria-label={unreadMessagesLabel(unreadCount)} data-count={unreadCount}>
                          {unreadCount}
                        </span>
                      ) : null}
                    </>
                  ),
                })}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.buttons}>
          {onMyPage ? (
            <Button variant="secondary" onClick={onMyPage} aria-haspopup="dialog">
              {words.myPage}
            </Button>
          ) : null}
          {onPartnerManagement && showsPartnerManagement(user) ? (
            <Button variant="secondary" onClick={onPartnerManagement}>
              {words.partnerManagement}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onChangePassword} aria-haspopup="dialog">
            {words.changePassword}
          </Button>
          {showsLogoutButton(user) ? (
            <Button variant="danger" onClick={onLogout}>
              {words.logout}
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
