// SWR keys of the bet history. Every one starts with 'me:history', so a placed bet (betting/SlipsProvider) and a
// cancel or delete here revalidate them all with one filter. Apart from history/queries.ts because the slip on the
// first route reads them, and the history's read hooks stay out of that route.
import type { HistoryQuery } from '@betkit/domain';

/** The prefix every history key shares. */
export const HISTORY_KEY_PREFIX = 'me:history';

/** True for a history key. */
export const isHistoryKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith(HISTORY_KEY_PREFIX);

/** A query as a stable string (the fields in the order the domain builds them). */
const queryText = (query: object) =>
  Object.entries(query)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');

/** One page of a slip list with its count; the member id keeps two logins apart. */
export const slipPageKey = (memberId: number, query: HistoryQuery) => `${HISTORY_KEY_PREFIX}:slips:${memberId}:${queryText(query)}`;

/** One page of the third-party list with its count. */
export const thirdPartyPageKey = (memberId: number, page: number, perpage: number) =>
  `${HISTORY_KEY_PREFIX}:casino:${memberId}:${queryText({ page, perpage })}`;

/** A bulk list of the bet history dialog. */
export const bulkKey = (memberId: number, tab: string) => `${HISTORY_KEY_PREFIX}:bulk:${memberId}:${tab}`;
