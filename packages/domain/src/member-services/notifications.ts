// Member notifications (site-and-member-services.md sections 4 "Notifications", 7 resetAlertCount, 8 copy).
import { isRecord, toFiniteNumber } from '../read';
import { readFlag, unreadCount } from '../shell/guards';
import { shellMessages } from '../messages';

/** The resetAlertCount type each notification posts: message, customer, deposit or withdraw. */
export type AlertResetType = 'message' | 'customer' | 'deposit' | 'withdraw';

/** One notification: its reset type, its exact alert copy and where its callback navigates. */
export interface ShellNotification {
  type: AlertResetType;
  message: string;
  /** The body of POST /member/resetAlertCount. */
  reset: { type: AlertResetType };
  navigateTo: string;
}

interface NotificationRule {
  type: AlertResetType;
  message: string;
  flag: string;
  /** The user's counter field; the message rule has none and counts unread messages instead. */
  count?: string;
  navigateTo: string;
}

/** The notifications in order of precedence: new message, customer reply, deposit approved, withdrawal approved. */
const RULES: readonly NotificationRule[] = [
  // Not in spec: the navigation targets; the spec only says each callback "navigates", these are the matching routes.
  { type: 'message', message: shellMessages.newMessage, flag: 'alertMessageFlag', navigateTo: '/message' },
  {
    type: 'customer',
    message: shellMessages.customerReply,
    flag: 'alertCustomerFlag',
    count: 'alertCustomerCount',
    navigateTo: '/customer',
  },
  {
    type: 'deposit',
    message: shellMessages.depositApproved,
    flag: 'alertDepositFlag',
    count: 'alertDepositCount',
    navigateTo: '/deposit',
  },
  {
    type: 'withdraw',
    message: shellMessages.withdrawalApproved,
    flag: 'alertWithdrawFlag',
    count: 'alertWithdrawCount',
    navigateTo: '/withdraw',
  },
];

/** The resetAlertCount types in precedence order. */
export const ALERT_RESET_TYPES: readonly AlertResetType[] = RULES.map((rule) => rule.type);

function isPending(user: Record<string, unknown>, rule: NotificationRule, unreadMessages: number): boolean {
  if (readFlag(user[rule.flag]) !== true) return false;
  // Not in spec: the user record has no message counter, so "new message" means the flag on and a message unread.
  const count = rule.count === undefined ? unreadMessages : toFiniteNumber(user[rule.count]);
  return count !== undefined && count >= 1;
}

/**
 * Every pending notification of a user, in precedence order: the flag on and its count at 1 or more (for the new
 * message one, `unread` messages: a list or a count, as `unreadCount` reads it).
 */
export function pendingNotifications(user: unknown, unread: unknown = 0): ShellNotification[] {
  if (!isRecord(user)) return [];
  const unreadMessages = unreadCount(unread);
  return RULES.filter((rule) => isPending(user, rule, unreadMessages)).map(({ type, message, navigateTo }) => ({
    type,
    message,
    reset: { type },
    navigateTo,
  }));
}

/** The one notification to show now (highest precedence), or null. */
export function nextNotification(user: unknown, unread: unknown = 0): ShellNotification | null {
  return pendingNotifications(user, unread)[0] ?? null;
}
