// The partner area's reads: one hook per call, keyed by the partner and the query (period, page, search, sort), so a
// period or a page read once shows again at once, and another login (the partner's logout reloads the page) never
// sees this partner's cache.
import useSWR from 'swr';
import {
  getPartnerAnalysis,
  getPartnerBets,
  getPartnerCharges,
  getPartnerMembers,
  getPartnerRolling,
  getPartnerSettlements,
  getPartnerSummary,
  getPartnerThirdPartyBets,
  type PagedPeriodQuery,
  type PartnerBetQuery,
  type PartnerChargeQuery,
  type PartnerMemberQuery,
  type PartnerRollingQuery,
  type PartnerThirdPartyBetQuery,
  type PeriodQuery,
} from '@betkit/api';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';

/** Not in spec: rows per page of every partner list (betting-core §9's history page size). */
export const PARTNER_PAGE_SIZE = 10;

/** A partner read's key: the call's name, the partner and the query's defined fields. */
export const partnerKey = (name: string, partnerId: number, query: object) =>
  `partner:${name}:${partnerId}:${new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  ).toString()}`;

/** A read of the logged-in partner (the area renders only for a partner: RequirePartner). */
function usePartnerRead<Query extends object, Data>(name: string, query: Query, read: (query: Query) => Promise<Data>) {
  const partnerId = useSession().user?.id ?? 0;
  return useSWR(partnerKey(name, partnerId, query), () => read(query));
}

/** GET the partner's summary for a period (the dashboard). */
export function usePartnerSummary(period: PeriodQuery) {
  const { client } = useSite();
  return usePartnerRead('summary', period, (query) => getPartnerSummary(client, query));
}

/** GET one game type's rolling by day for a period, a page at a time. */
export function usePartnerRolling(query: PartnerRollingQuery) {
  const { client } = useSite();
  return usePartnerRead('rolling', query, (asked) => getPartnerRolling(client, asked));
}

/** GET a page of the partner's members for a period, with a search and a sort. */
export function usePartnerMembers(query: PartnerMemberQuery) {
  const { client } = useSite();
  return usePartnerRead('members', query, (asked) => getPartnerMembers(client, asked));
}

/** GET a page of the members' deposits or withdrawals for a period. */
export function usePartnerCharges(query: PartnerChargeQuery) {
  const { client } = useSite();
  return usePartnerRead('charges', query, (asked) => getPartnerCharges(client, asked));
}

/** GET a page of the members' sports slips for a period. */
export function usePartnerBets(query: PartnerBetQuery) {
  const { client } = useSite();
  return usePartnerRead('bets', query, (asked) => getPartnerBets(client, asked));
}

/** GET a page of the members' third-party bets for a period. */
export function usePartnerThirdPartyBets(query: PartnerThirdPartyBetQuery) {
  const { client } = useSite();
  return usePartnerRead('third-party-bets', query, (asked) => getPartnerThirdPartyBets(client, asked));
}

/** GET a page of the partner's settlement periods overlapping a period. */
export function usePartnerSettlements(query: PagedPeriodQuery) {
  const { client } = useSite();
  return usePartnerRead('settlements', query, (asked) => getPartnerSettlements(client, asked));
}

/** GET the partner's figures by day of a period. */
export function usePartnerAnalysis(period: PeriodQuery) {
  const { client } = useSite();
  return usePartnerRead('analysis', period, (query) => getPartnerAnalysis(client, query));
}
