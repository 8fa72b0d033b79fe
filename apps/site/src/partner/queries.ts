// The partner area's reads: one hook per call, keyed by the partner, the period and the page, so a period or a page
// read once shows again at once, and a new login (the partner's logout reloads the page) never sees another's cache.
import useSWR from 'swr';
import { getPartnerMembers, getPartnerSummary, type PartnerMemberQuery } from '@betkit/api';
import type { SettlementPeriod } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';

/** A partner read's key: the call's name, the partner and the query (period, page, search, sort). */
export const partnerKey = (name: string, partnerId: number, query: Record<string, string | number | undefined>) =>
  `partner:${name}:${partnerId}:${new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)])).toString()}`;

/** The logged-in partner's id (the area renders only for a partner, RequirePartner). */
function usePartnerId(): number {
  return useSession().user?.id ?? 0;
}

/** GET the partner's summary for a period (the dashboard). */
export function usePartnerSummary(period: SettlementPeriod) {
  const { client } = useSite();
  return useSWR(partnerKey('summary', usePartnerId(), { ...period }), () => getPartnerSummary(client, period));
}

/** GET a page of the partner's members for a period, with a search and a sort. */
export function usePartnerMembers(query: PartnerMemberQuery) {
  const { client } = useSite();
  return useSWR(partnerKey('members', usePartnerId(), { ...query }), () => getPartnerMembers(client, query));
}
