// The recommender area's reads: one hook per call, keyed by the recommender, the period and the page; a new login
// (the area's logout reloads the page) never sees another's cache.
import useSWR from 'swr';
import { getRecommenderCharges, getRecommenderMembers, getRecommenderSettlements, getRecommenderSummary, type PartnerChargeKind, type PagedPeriodQuery } from '@betkit/api';
import type { SettlementPeriod } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';

/** Not in spec: rows per page of every recommender list. */
export const RECOMMENDER_PAGE_SIZE = 20;

/** A recommender read's key: the call, the recommender and the query. */
export const recommenderKey = (name: string, recommenderId: number, query: Record<string, string | number>) =>
  `recommender:${name}:${recommenderId}:${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`;

/** The logged-in recommender's id (the area renders only for a logged-in member). */
const useRecommenderId = () => useSession().user?.id ?? 0;

/** A list's query: the period and the page, at the area's page size. */
const pageQuery = (period: SettlementPeriod, page: number): Required<PagedPeriodQuery> => ({ ...period, page, perpage: RECOMMENDER_PAGE_SIZE });

/** GET the recommender's summary for a period (the losing settlement). */
export function useRecommenderSummary(period: SettlementPeriod) {
  const { client } = useSite();
  return useSWR(recommenderKey('summary', useRecommenderId(), { ...period }), () => getRecommenderSummary(client, period));
}

/** GET a page of the recommender's members (ids masked) for a period. */
export function useRecommenderMembers(period: SettlementPeriod, page: number) {
  const { client } = useSite();
  const query = pageQuery(period, page);
  return useSWR(recommenderKey('members', useRecommenderId(), query), () => getRecommenderMembers(client, query));
}

/** GET a page of the recommender's members' deposits or withdrawals for a period. */
export function useRecommenderCharges(kind: PartnerChargeKind, period: SettlementPeriod, page: number) {
  const { client } = useSite();
  const query = { ...pageQuery(period, page), kind };
  return useSWR(recommenderKey('charges', useRecommenderId(), query), () => getRecommenderCharges(client, query));
}

/** GET a page of the recommender's settlement log for a period. */
export function useRecommenderSettlements(period: SettlementPeriod, page: number) {
  const { client } = useSite();
  const query = pageQuery(period, page);
  return useSWR(recommenderKey('settlements', useRecommenderId(), query), () => getRecommenderSettlements(client, query));
}
