// The session's reads and their SWR keys: the member record, roulette cards and unread count, each re-read every
// 5 seconds. Member-scoped keys carry the token, so a new login never reads the previous member's cache.
import useSWR from 'swr';
import { ApiError, DEFAULT_ERROR_MESSAGE, getCardCounts, getMember, getUnreadMessageCount } from '@betkit/api';
import { USER_RECHECK_SECONDS, isMemberAnswer, readCardCounts, type SiteUser } from '@betkit/domain';
import { useSite } from '../app/runtime';
import type { StoredSession } from '../app/stores';

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

/** Spec: the user is re-fetched every 5 seconds while logged in. */
export const USER_REFRESH_MS = USER_RECHECK_SECONDS * 1_000;

/** An answer of the wrong shape fails the read (as a body that does not parse does), so SWR keeps the last good one. */
function wrongAnswer(): never {
  throw new ApiError(200, DEFAULT_ERROR_MESSAGE);
}

/** The logged-in member's record, starting from the stored one; `onSuccess` gets each fresh answer. */
export function useMemberRecord(stored: StoredSession | null, onSuccess: (fresh: SiteUser) => void) {
  const { client } = useSite();
  return useSWR(memberUserKey(stored), () => getMember(client, stored!.user.id).then((answer) => (isMemberAnswer(answer) ? answer : wrongAnswer())), {
    refreshInterval: USER_REFRESH_MS,
    fallbackData: stored?.user,
    onSuccess,
  });
}

/** The member's roulette card counts (issue 32: a wrong answer fails the read, so the last counts known stay). */
export function useCardCounts(stored: StoredSession | null) {
  const { client } = useSite();
  return useSWR(memberCardsKey(stored), () => getCardCounts(client, stored!.user.id).then((answer) => readCardCounts(answer) ?? wrongAnswer()), {
    refreshInterval: USER_REFRESH_MS,
  });
}

/** The member's unread message count; null reads nothing (logged out, or a member who is not polled). */
export function useUnreadCount(session: StoredSession | null) {
  const { client } = useSite();
  return useSWR(memberUnreadKey(session), () => getUnreadMessageCount(client), { refreshInterval: USER_REFRESH_MS });
}
