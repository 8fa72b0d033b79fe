// The member's record and counts, which the session re-reads every 5 seconds on every screen (both specs' section 7).
import type { CardCounts, SiteUser } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import { segment } from './segment';

/** GET /member/{id}: the member, re-fetched (every 5 seconds and on "새로고침"). */
export function getMember(client: ApiClient, id: number, { signal }: CallOptions = {}): Promise<SiteUser> {
  return client.request<SiteUser>('GET', `/member/${segment(id)}`, { signal });
}

/** GET /card/user/count?memberId: the member's normal and VIP roulette cards. */
export function getCardCounts(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<CardCounts> {
  return client.request<CardCounts>('GET', '/card/user/count', { query: { memberId }, signal });
}

/** GET /message/user/count: the number of unread messages. */
export function getUnreadMessageCount(client: ApiClient, { signal }: CallOptions = {}): Promise<number> {
  return client.request<number>('GET', '/message/user/count', { signal });
}
