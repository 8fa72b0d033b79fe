// The partner and recommender areas' calls, each for a period of Korean calendar days (from, to; YYYY-MM-DD).
// Their paths come from the client's `paths` (see ../paths.ts), so an operator can point them at their own backend.
// Every list answers { list, totalCount, totals }: a page of rows, the period's row count and the period's sums.
import type { HistorySlip } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import { partnerPath } from './partner-paths';
import type {
  LedgerAnswer,
  PagedPeriodQuery,
  PartnerAnalysisDay,
  PartnerAnalysisTotals,
  PartnerBetQuery,
  PartnerBetTotals,
  PartnerChargeQuery,
  PartnerChargeRow,
  PartnerChargeTotals,
  PartnerEnquiry,
  PartnerEnquiryAnswer,
  PartnerMemberQuery,
  PartnerMemberRow,
  PartnerMemberTotals,
  PartnerRollingDayRow,
  PartnerRollingQuery,
  PartnerRollingTotals,
  PartnerSummary,
  PartnerThirdPartyBetQuery,
  PartnerThirdPartyBetRow,
  PartnerThirdPartyBetTotals,
  PeriodQuery,
  SettlementRow,
  SettlementTotals,
} from '../types';

/** A list read: GET on the path with the query's defined fields. */
function readList<Row, Totals>(client: ApiClient, path: string, query: object, signal: AbortSignal | undefined) {
  return client.request<LedgerAnswer<Row, Totals>>('GET', path, { query: { ...query }, signal });
}

// Not in spec: the spec does not show this call; the period is ?from&to, the server's default when absent.
/** The partner's summary for a period (members, money, rolling per type, losing settlement, agent level names). */
export function getPartnerSummary(client: ApiClient, period: PeriodQuery = {}, { signal }: CallOptions = {}): Promise<PartnerSummary> {
  return client.request<PartnerSummary>('GET', partnerPath(client.paths, 'partnerSummary'), { query: { ...period }, signal });
}

// Not in spec: the spec does not show this call.
/** One game type's rolling by Korean day, newest first: stakes, rate and rolling per day. */
export function getPartnerRolling(
  client: ApiClient,
  query: PartnerRollingQuery,
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<PartnerRollingDayRow, PartnerRollingTotals>> {
  return readList(client, partnerPath(client.paths, 'partnerRolling'), query, signal);
}

// Not in spec: the spec does not show this call.
/** The partner's members with their money in the period, searched and sorted, a page at a time. */
export function getPartnerMembers(
  client: ApiClient,
  query: PartnerMemberQuery = {},
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<PartnerMemberRow, PartnerMemberTotals>> {
  return readList(client, partnerPath(client.paths, 'partnerMembers'), query, signal);
}

// Not in spec: the spec does not show this call.
/** The partner's members' deposits or withdrawals in the period, newest first. */
export function getPartnerCharges(
  client: ApiClient,
  query: PartnerChargeQuery,
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<PartnerChargeRow, PartnerChargeTotals>> {
  return readList(client, partnerPath(client.paths, 'partnerCharges'), query, signal);
}

// Not in spec: the spec does not show this call.
/** The partner's members' sports slips in the period, as the member's bet history has them, newest first. */
export function getPartnerBets(
  client: ApiClient,
  query: PartnerBetQuery = {},
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<HistorySlip, PartnerBetTotals>> {
  return readList(client, partnerPath(client.paths, 'partnerBets'), query, signal);
}

// Not in spec: the spec does not show this call.
/** The partner's members' third-party (casino and slot) bets in the period, newest first. */
export function getPartnerThirdPartyBets(
  client: ApiClient,
  query: PartnerThirdPartyBetQuery = {},
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<PartnerThirdPartyBetRow, PartnerThirdPartyBetTotals>> {
  return readList(client, partnerPath(client.paths, 'partnerThirdPartyBets'), query, signal);
}

// Not in spec: the spec does not show this call.
/** The partner's settlement periods overlapping the period, newest first. */
export function getPartnerSettlements(
  client: ApiClient,
  query: PagedPeriodQuery = {},
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<SettlementRow, SettlementTotals>> {
  return readList(client, partnerPath(client.paths, 'partnerSettlements'), query, signal);
}

// Not in spec: the spec does not show this call.
/** The partner's enquiry to the operator. */
export function sendPartnerEnquiry(client: ApiClient, enquiry: PartnerEnquiry, { signal }: CallOptions = {}): Promise<PartnerEnquiryAnswer> {
  return client.request<PartnerEnquiryAnswer>('POST', partnerPath(client.paths, 'partnerEnquiry'), { body: { title: enquiry.title, content: enquiry.content }, signal });
}

// Not in spec: the spec does not show this call.
/** The partner's figures by Korean day of the period, oldest first; totals are the period's figures. */
export function getPartnerAnalysis(
  client: ApiClient,
  period: PeriodQuery = {},
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<PartnerAnalysisDay, PartnerAnalysisTotals>> {
  return readList(client, partnerPath(client.paths, 'partnerAnalysis'), period, signal);
}

// Not in spec: the spec does not show this call.
/** The recommender's summary for a period (losing settlement). */
export function getRecommenderSummary(client: ApiClient, period: PeriodQuery = {}, { signal }: CallOptions = {}): Promise<PartnerSummary> {
  return client.request<PartnerSummary>('GET', partnerPath(client.paths, 'recommenderSummary'), { query: { ...period }, signal });
}

// Not in spec: the spec does not show this call.
/** The recommender's members (ids masked) with their money in the period, a page at a time. */
export function getRecommenderMembers(
  client: ApiClient,
  query: PartnerMemberQuery = {},
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<PartnerMemberRow, PartnerMemberTotals>> {
  return readList(client, partnerPath(client.paths, 'recommenderMembers'), query, signal);
}

// Not in spec: the spec does not show this call.
/** The recommender's members' deposits or withdrawals in the period, newest first. */
export function getRecommenderCharges(
  client: ApiClient,
  query: PartnerChargeQuery,
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<PartnerChargeRow, PartnerChargeTotals>> {
  return readList(client, partnerPath(client.paths, 'recommenderCharges'), query, signal);
}

// Not in spec: the spec does not show this call.
/** The recommender's settlement log for the period, newest first. */
export function getRecommenderSettlements(
  client: ApiClient,
  query: PagedPeriodQuery = {},
  { signal }: CallOptions = {},
): Promise<LedgerAnswer<SettlementRow, SettlementTotals>> {
  return readList(client, partnerPath(client.paths, 'recommenderSettlements'), query, signal);
}
