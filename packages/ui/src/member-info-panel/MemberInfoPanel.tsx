import type { BettingUser, CardCounts, ConversionKind } from '@betkit/domain';
import { levelIcon, levelLabel, showsPartnerManagement } from '@betkit/domain';
import { Button } from '../button/Button';
import { BalanceStrip } from '../balance-strip/BalanceStrip';
import { LevelBadge } from './LevelBadge';
import * as styles from './MemberInfoPanel.css';
import { mergeLabels } from '../labels';
import { cardCountText, memberInfoPanelLabels, unreadMessagesLabel, type MemberInfoPanelLabels } from './labels';

/** The quick buttons every member sees, in the spec's order. */
export const memberQuickActions = ['deposit', 'withdraw', 'customer', 'betHistory', 'attendance', 'roulette'] as const;
/** The buttons the mobile panel adds. */
export const memberMobileActions = ['profile', 'clearCookies', 'logout'] as const;
/** The layouts of the panel. */
export const memberInfoPanelVariants = ['desktop', 'mobile'] as const;

/**
 * What the member asked for. The panel only says what; the app decides how (the site opens its deposit and
 * withdraw dialogs; customer, betHistory and attendance go to /customer, /bet_result and /attendance; roulette
 * opens its dialog; messages goes to /message).
 */
export type MemberAction =
  | (typeof memberQuickActions)[number]
  | (typeof memberMobileActions)[number]
  | 'messages'
  | 'partnerManagement';

/** The user fields the panel shows (type not 0, a partner, adds the partner management button). */
export type MemberInfoUser = Pick<BettingUser, 'nickname' | 'role' | 'emoney' | 'point' | 'comp'> & { type?: unknown };

export interface MemberInfoPanelProps {
  /** The logged-in member. */
  user: MemberInfoUser;
  /** Unread messages; a badge shows when above 0. */
  unreadCount: number;
  /** Roulette cards held; null when they could not be read (shown as unknown, never as 0). */
  cards: CardCounts | null;
  /** Called with the button the member pressed. */
  onAction?: (action: MemberAction) => void;
  /** Called with the conversion asked for (points or comp); without it the balances show no conversion buttons. */
  onConvert?: (kind: ConversionKind) => void;
  /** 'mobile' adds profile, delete-cookies and logout. */
  variant?: (typeof memberInfoPanelVariants)[number];
  /** Overrides of the Korean labels. */
  labels?: MemberInfoPanelLabels;
  /** The unread badge's accessible name for a count. */
  unreadLabel?: (count: number) => string;
}

/** The logged-in member's panel: who, level, balances, roulette cards and quick buttons. */
export function MemberInfoPanel({
  user,
  unreadCount,
  cards,
  onAction,
  onConvert,
  variant = 'desktop',
  labels,
  unreadLabel = unreadMessagesLabel,
}: MemberInfoPanelProps) {
  const words = mergeLabels(memberInfoPanelLabels, labels);
  const icon = levelIcon(user.role);
  const act = (action: MemberAction) => () => onAction?.(action);
  return (
    <section className={styles.panel({ variant })} aria-label={words.panel} data-variant={variant}>
      <div className={styles.identity}>
        <LevelBadge icon={icon} size={28} />
        <div className={styles.who}>
          <span className={styles.level} data-level={icon}>
            {levelLabel(user.role)}
          </span>
          <span className={styles.nickname}>{user.nickname}</span>
        </div>
        <button type="button" className={styles.messages} onClick={act('messages')}>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M3 5h14a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm-.5.8L10 11l7.5-5.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
          {words.messages}
          {unreadCount > 0 ? (
            <>
              {' '}
              <span className={styles.badge} role="img" aria-label={unreadLabel(unreadCount)} data-count={unreadCount}>
                {unreadCount}
              </span>
            </>
          ) : null}
        </button>
      </div>

      <BalanceStrip balances={user} onConvert={onConvert} labels={{ money: words.money, point: words.point, comp: words.comp }} />

      <div role="group" aria-label={words.cards}>
        <dl className={styles.cards}>
          <div className={styles.card} data-card="normal">
            <dt className={styles.term}>{words.normalCard}</dt>
            <dd className={styles.cardCount}>{cardCountText(cards?.normal ?? null)}</dd>
          </div>
          <div className={styles.card} data-card="vip">
            <dt className={styles.term}>{words.vipCard}</dt>
            <dd className={styles.cardCount}>{cardCountText(cards?.vip ?? null)}</dd>
          </div>
        </dl>
      </div>

      <div className={styles.quickActions} role="group" aria-label={words.quickActions}>
        {memberQuickActions.map((action) => (
          <Button key={action} variant="secondary" size="sm" onClick={act(action)}>
            {words[action]}
          </Button>
        ))}
        {/* Spec 2: the partner management entry, for type not 0. */}
        {showsPartnerManagement(user) ? (
          <Button variant="secondary" size="sm" onClick={act('partnerManagement')}>
            {words.partnerManagement}
          </Button>
        ) : null}
      </div>

      {variant === 'mobile' ? (
        <div className={styles.mobileActions} role="group" aria-label={words.account}>
          {memberMobileActions.map((action) => (
            <Button key={action} variant={action === 'logout' ? 'danger' : 'ghost'} size="sm" onClick={act(action)}>
              {words[action]}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
