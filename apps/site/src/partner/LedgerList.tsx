import type { LedgerAnswer } from '@betkit/api';
import { LedgerTable, MoneyText, type LedgerColumn, type LedgerSort } from '@betkit/ui';
import { errorText } from '../app/errors';
import type { QueryLike } from '../app/QueryState';
import { partnerLabels } from './labels';
import * as styles from './partner.css';
import { PARTNER_PAGE_SIZE } from './queries';
import type { PartnerQuery } from './usePartnerQuery';

/** One of the server's sums over the whole period, named. */
export interface PeriodTotal {
  label: string;
  amount: number;
}

export interface LedgerListProps<Row, Totals> {
  /** The list's name: the table's and the CSV file's. */
  title: string;
  columns: readonly LedgerColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The list's read (queries.ts). */
  read: QueryLike<LedgerAnswer<Row, Totals>>;
  /** The page's state in the URL (period, page). */
  query: PartnerQuery;
  /** The server's sums of the whole period to show under the list, beside the page's own totals row. */
  periodTotals?: (totals: Totals) => readonly PeriodTotal[];
  /** Rows per page; the partner lists' setting unless set (a list read whole passes its length). */
  pageSize?: number;
  /** A server-sorted list's order and its change. */
  sort?: LedgerSort;
  onSortChange?: (sort: LedgerSort) => void;
}

/**
 * A partner list: ui's LedgerTable over one read (its loading, failure with a retry, empty and paged states; the
 * totals row of the rows shown; the CSV of exactly those), and the server's sums of the whole period, named apart.
 */
export function LedgerList<Row, Totals>({ title, columns, rowKey, read, query, periodTotals, pageSize = PARTNER_PAGE_SIZE, sort, onSortChange }: LedgerListProps<Row, Totals>) {
  const { data, error } = read;
  const state = error !== undefined && data === undefined ? 'failed' : data === undefined ? 'loading' : 'ready';
  const sums = data && periodTotals ? periodTotals(data.totals) : [];
  return (
    <>
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
        pageSize={pageSize}
        onPageChange={query.setPage}
        sort={sort}
        onSortChange={onSortChange}
        period={query.period}
      />
      <PeriodTotals sums={sums} />
    </>
  );
}

/** The server's sums of every row of the period, each named (the table's own totals row sums the rows on screen). */
export function PeriodTotals({ sums }: { sums: readonly PeriodTotal[] }) {
  return sums.length > 0 ? (
    <dl className={styles.periodTotals} aria-label={partnerLabels.periodTotals}>
      <span className={styles.periodTotalsTitle}>{partnerLabels.periodTotals}</span>
      {sums.map((sum) => (
        <div key={sum.label} className={styles.periodTotal}>
          <dt>{sum.label}</dt>
          <dd className={styles.periodAmount}>
            <MoneyText amount={sum.amount} />
          </dd>
        </div>
      ))}
    </dl>
  ) : null;
}
