// The partner and recommender areas' reads.
// Their paths come from the client's `paths` (see ../paths.ts), so an operator can point them at their own backend.
import type { ApiClient, CallOptions } from '../client';
import type { PartnerMemberRow, PartnerSummary, SettlementRow } from '../types';

// Not in spec: the spec does not show this call.
/** The partner's summary (members, money, rolling, losing). */
export function getPartnerSummary(client: ApiClient, { signal }: CallOptions = {}): Promise<PartnerSummary> {
  return client.request<PartnerSummary>('GET', client.paths.partnerSummary, { signal });
}

// Not in spec: the spec does not show this call.
/** The partner's members. */
export function getPartnerMembers(
  client: ApiClient,
  query: { page?: number; perpage?: number } = {},
  { signal }: CallOptions = {},
): Promise<{ list: PartnerMemberRow[]; totalCount: number }> {
  return client.request('GET', client.paths.partnerMembers, { query: { ...query }, signal });
}

// Not in spec: the spec does not show this call.
/** The recommender's summary (losing settlement). */
export function getRecommenderSummary(client: ApiClient, { signal }: CallOptions = {}): Promise<PartnerSummary> {
  return client.request<PartnerSummary>('GET', client.paths.recommenderSummary, { signal });
}

// Not in spec: the spec does not show this call.
/** The recommender's members. */
export function getRecommenderMembers(
  client: ApiClient,
  query: { page?: number; perpage?: number } = {},
  { signal }: CallOptions = {},
): Promise<{ list: PartnerMemberRow[]; totalCount: number }> {
  return client.request('GET', client.paths.recommenderMembers, { query: { ...query }, signal });
}

// Not in spec: the spec does not show this call.
/** The recommender's settlement log. */
export function getRecommenderSettlements(client: ApiClient, { signal }: CallOptions = {}): Promise<SettlementRow[]> {
  return client.request<SettlementRow[]>('GET', client.paths.recommenderSettlements, { signal });
}
