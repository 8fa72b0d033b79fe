import type { LedgerAnswer } from '@betkit/api';
import { LedgerTable, type LedgerColumn, type LedgerPeriodTotal, type LedgerSort } from '@betkit/ui';
import { errorText } from '../app/errors';
import type { QueryLike } from '../app/QueryState';
import { partnerLabels } from './labels';
import { PARTNER_PAGE_SIZE } from './queries';
import type { ListQuery } from '../app/useListQuery';

export interface LedgerListProps<Row, Totals> {
  /** The list's name: the table's and the CSV file's. */
  title: string;
  columns: readonly LedgerColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The list's read (queries.ts). */
  read: QueryLike<LedgerAnswer<Row, Totals>>;
  /** The page's state in the URL (period, page). */
  query: ListQuery;
  /** The server's sums of the whole period to show under the list, beside the page's own totals row. */
  periodTotals?: (totals: Totals) => readonly LedgerPeriodTotal[];
  /** A server-sorted list's order and its change. */
  sort?: LedgerSort;
  onSortChange?: (sort: LedgerSort) => void;
}

/**
 * A partner list: ui's LedgerTable over one read (its loading, failure with a retry, empty and paged states; the
 * totals row of the rows shown; the CSV of exactly those; the server's sums of the whole period, named apart).
 */
export function LedgerList<Row, Totals>({ title, columns, rowKey, read, query, periodTotals, sort, onSortChange }: LedgerListProps<Row, Totals>) {
  const { data, error } = read;
  const state = error !== undefined && data === undefined ? 'failed' : data === undefined ? 'loading' : 'ready';
  return (
    <LedgerTable
      title={title}
      columns={columns}
      rows={data?.list ?? []}
      rowKey={rowKey}
      state={state}
      error={state === 'failed' ? errorText(error, partnerLabels.listFailed) : undefined}
      onRetry={() => read.mutate()}
      totalCount={data?.totalCount ?? 0}
      page={query.page}
      pageSize={PARTNER_PAGE_SIZE}
      onPageChange={query.setPage}
      sort={sort}
      onSortChange={onSortChange}
      period={query.period}
      periodTotals={data && periodTotals ? periodTotals(data.totals) : undefined}
    />
  );
}

