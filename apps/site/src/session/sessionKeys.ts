// SWR keys of the session: the member record, roulette cards and unread count. Member-scoped keys carry
// the token, so a new login never reads the previous member's cache.

/** The prefix every member-scoped key shares. */
export const MEMBER_KEY_PREFIX = 'me';

/** What the session's keys are made of: the stored login, or null when logged out. */
export interface SessionKeySource {
  readonly token: string;
  readonly user: { readonly id: number };
}

const memberKey = (name: string, session: SessionKeySource | null) =>
  session ? `${MEMBER_KEY_PREFIX}:${name}:${session.user.id}:${session.token}` : null;

/** The logged-in member's record (money, points, level); null when logged out. */
export const memberUserKey = (session: SessionKeySource | null) => memberKey('user', session);

/** The member's roulette card counts; null when logged out. */
export const memberCardsKey = (session: SessionKeySource | null) => memberKey('cards', session);

/** The member's unread message count; null when logged out. */
export const memberUnreadKey = (session: SessionKeySource | null) => memberKey('unread', session);
