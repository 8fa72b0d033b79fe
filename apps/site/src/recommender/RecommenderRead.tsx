import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '@betkit/api';
import { AUTH_LOGIN_PATH, NOT_A_RECOMMENDER_STATUS, type SettlementPeriod } from '@betkit/domain';
import { LedgerTable, PageSection, PeriodFilter, recommenderTabsLabels, type LedgerColumn, type LedgerPeriodTotal, type RecommenderPage } from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { RECOMMENDER_PAGE_SIZE } from './queries';
import { useListQuery } from '../app/useListQuery';
import { RECOMMENDER_PERIOD_PRESET } from './pages';

/** A read of the area, as SWR gives it. */
interface Read<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/** True when the server refused the read because the member is no recommender (the area's second guard). */
export const isRefused = (error: unknown) => error instanceof ApiError && error.status === NOT_A_RECOMMENDER_STATUS;

/** A read's failure as the member reads it: the server's text, else the default. */
export const failureText = (error: unknown) => errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE });

/**
 * A tab: its title, the period filter (the period in the URL) and the tab's body. A member the server refuses goes to
 * /auth/login (without a way back here: the login page then sends a logged-in member home).
 */
export function RecommenderTab({ page, error, children }: { page: RecommenderPage; error: unknown; children: (period: SettlementPeriod) => ReactNode }) {
  const { now } = useSite();
  const { period, setPeriod } = useListQuery(RECOMMENDER_PERIOD_PRESET);
  if (isRefused(error)) return <Navigate to={AUTH_LOGIN_PATH} replace />;
  return (
    <PageSection title={recommenderTabsLabels.tabNames[page]} width="full">
      <PeriodFilter value={period} onChange={setPeriod} now={now()} />
      {children(period)}
    </PageSection>
  );
}

export interface RecommenderListProps<Row, Totals> {
  page: RecommenderPage;
  columns: readonly LedgerColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The tab's read hook for the URL's period and page. */
  useRead: (period: SettlementPeriod, page: number) => Read<{ list: Row[]; totalCount: number; totals: Totals }>;
  /** The server's sums of the whole period, shown under the list apart from the totals row of the rows shown. */
  periodTotals: (totals: Totals) => readonly LedgerPeriodTotal[];
  /** Drawn under the list once its rows are here (the settlement log's explanations). */
  below?: (rows: readonly Row[]) => ReactNode;
}

/** A list tab: the period filter over the ledger table (totals row, the period's sums, paging, CSV) of the read's page. */
export function RecommenderList<Row, Totals>({ page, columns, rowKey, useRead, periodTotals, below }: RecommenderListProps<Row, Totals>) {
  const query = useListQuery(RECOMMENDER_PERIOD_PRESET);
  const { data, error, isLoading, mutate } = useRead(query.period, query.page);
  const failed = !data && error !== undefined && !isLoading;
  return (
    <RecommenderTab page={page} error={error}>
      {(period) => (
        <>
          <LedgerTable
            title={recommenderTabsLabels.tabNames[page]}
            columns={columns}
            rows={data?.list ?? []}
            rowKey={rowKey}
            state={data ? 'ready' : failed ? 'failed' : 'loading'}
            error={failed ? failureText(error) : undefined}
            onRetry={() => mutate()}
            totalCount={data?.totalCount ?? 0}
            page={query.page}
            pageSize={RECOMMENDER_PAGE_SIZE}
            onPageChange={query.setPage}
            period={period}
            periodTotals={data ? periodTotals(data.totals) : undefined}
          />
          {data && data.list.length > 0 ? below?.(data.list) : null}
        </>
      )}
    </RecommenderTab>
  );
}
