// The partner and recommender areas' reads, each for a period of Korean calendar days (from, to; YYYY-MM-DD).
// Their paths come from the client's `paths` (see ../paths.ts), so an operator can point them at their own backend.
import type { ApiClient, CallOptions } from '../client';
import type { PartnerMemberRow, PartnerSummary, PeriodQuery, SettlementRow } from '../types';

/** A period and a page of a list. */
export type PagedPeriodQuery = PeriodQuery & { page?: number; perpage?: number };

// Not in spec: the spec does not show this call; the period is ?from&to, the server's default when absent.
/** The partner's summary for a period (members, money, rolling per type, losing settlement). */
export function getPartnerSummary(client: ApiClient, period: PeriodQuery = {}, { signal }: CallOptions = {}): Promise<PartnerSummary> {
  return client.request<PartnerSummary>('GET', client.paths.partnerSummary, { query: { ...period }, signal });
}

// Not in spec: the spec does not show this call.
/** The partner's members with their money in the period, a page at a time. */
export function getPartnerMembers(
  client: ApiClient,
  query: PagedPeriodQuery = {},
  { signal }: CallOptions = {},
): Promise<{ list: PartnerMemberRow[]; totalCount: number }> {
  return client.request('GET', client.paths.partnerMembers, { query: { ...query }, signal });
}

// Not in spec: the spec does not show this call.
/** The recommender's summary for a period (losing settlement). */
export function getRecommenderSummary(client: ApiClient, period: PeriodQuery = {}, { signal }: CallOptions = {}): Promise<PartnerSummary> {
  return client.request<PartnerSummary>('GET', client.paths.recommenderSummary, { query: { ...period }, signal });
}

// Not in spec: the spec does not show this call.
/** The recommender's members with their money in the period, a page at a time. */
export function getRecommenderMembers(
  client: ApiClient,
  query: PagedPeriodQuery = {},
  { signal }: CallOptions = {},
): Promise<{ list: PartnerMemberRow[]; totalCount: number }> {
  return client.request('GET', client.paths.recommenderMembers, { query: { ...query }, signal });
}

// Not in spec: the spec does not show this call.
/** The recommender's settlement log. */
export function getRecommenderSettlements(client: ApiClient, { signal }: CallOptions = {}): Promise<SettlementRow[]> {
  return client.request<SettlementRow[]>('GET', client.paths.recommenderSettlements, { signal });
}
