import { useId, useState } from 'react';
import { csvTotals, toCsv, type CsvColumn, type SettlementPeriod } from '@betkit/domain';
import { Button } from '../button/Button';
import { LoadState } from '../load-state/LoadState';
import { MoneyText } from '../money-text/MoneyText';
import { Pagination } from '../pagination/Pagination';
import { mergeLabels } from '../labels';
import * as styles from './LedgerTable.css';
import { ledgerTableLabels, type LedgerTableLabels } from './labels';

/** How a column's values are drawn: money in won, a count, a date or plain text. */
export type LedgerColumnKind = 'money' | 'count' | 'text' | 'date';

/** One column: the same definition draws the screen and writes the CSV, so both always agree. */
export interface LedgerColumn<Row> extends CsvColumn<Row> {
  /** Unique within the table; the sort names it. */
  readonly key: string;
  readonly kind: LedgerColumnKind;
  /** Its header sorts the rows. */
  readonly sortable?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

/** One of the server's sums over the whole period (every page), shown named under the list and written to its CSV. */
export interface LedgerPeriodTotal {
  readonly label: string;
  /** Whole won, as the server sums it. */
  readonly amount: number;
}

/** A list's order: the column and its direction. */
export interface LedgerSort {
  readonly key: string;
  readonly direction: SortDirection;
}

/** A saved file: the default saves it through the browser; stories catch it. */
export type SaveFile = (name: string, blob: Blob) => void;

export interface LedgerTableProps<Row> {
  /** The list's name: the table's accessible name and the CSV file's name. */
  title: string;
  columns: readonly LedgerColumn<Row>[];
  /** The rows of the current page (a server page). */
  rows: readonly Row[];
  /** A row's stable key. */
  rowKey: (row: Row) => string | number;
  /** loading: the first read runs; failed: it failed (`error`, `onRetry`); ready: the rows are drawn. */
  state?: 'loading' | 'failed' | 'ready';
  /** failed: the server's text. */
  error?: string;
  /** failed: reads again. */
  onRetry?: () => unknown;
  /** The server's count of every row of the period, for the page buttons. */
  totalCount: number;
  /** The current page, 1-based. */
  page: number;
  /** Rows per page (a setting of the caller). */
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The order; with `onSortChange` the caller sorts (a server list), without it the table sorts the rows shown. */
  sort?: LedgerSort;
  onSortChange?: (sort: LedgerSort) => void;
  /** The period shown, named in the CSV file's name. */
  period?: SettlementPeriod;
  /** The server's sums of every row of the period, named apart from the totals row of the rows shown. */
  periodTotals?: readonly LedgerPeriodTotal[];
  /** Saves the CSV (default: a browser download). */
  saveFile?: SaveFile;
  /** Overrides of the Korean labels. */
  labels?: LedgerTableLabels;
}

/** Saves a file through a temporary link (the browser's download). */
const downloadFile: SaveFile = (name, blob) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

const compareValues = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''), 'ko');

function sortedRows<Row>(rows: readonly Row[], columns: readonly LedgerColumn<Row>[], sort: LedgerSort | undefined): readonly Row[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.key);
  if (!sort || !column) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(column.value(a), column.value(b)));
}

const nextSort = (sort: LedgerSort | undefined, key: string): LedgerSort => ({
  key,
  // A money list reads biggest first, so a column's first press sorts descending.
  direction: sort?.key === key && sort.direction === 'descending' ? 'ascending' : 'descending',
});

/**
 * A partner list: sortable headers (aria-sort), a totals row that is the domain's sum of the rows on screen, the
 * page buttons, its loading, failed and empty states, and a CSV of exactly the rows and totals shown.
 */
export function LedgerTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  state = 'ready',
  error,
  onRetry,
  totalCount,
  page,
  pageSize,
  onPageChange,
  sort: controlledSort,
  onSortChange,
  period,
  periodTotals = [],
  saveFile = downloadFile,
  labels: overrides,
}: LedgerTableProps<Row>) {
  const labels = mergeLabels(ledgerTableLabels, overrides);
  const [ownSort, setOwnSort] = useState<LedgerSort | undefined>();
  const periodTotalsId = useId();
  const sort = onSortChange ? controlledSort : ownSort;
  const shown = onSortChange ? rows : sortedRows(rows, columns, ownSort);
  const totals = csvTotals(columns, shown);
  const ready = state === 'ready' && rows.length > 0;

  const download = () => {
    const notes = periodTotals.map((total) => ({ label: labels.periodTotal(total.label), value: total.amount }));
    const text = toCsv(columns, shown, labels.totals, notes);
    saveFile(labels.fileName(title, period), new Blob([text], { type: 'text/csv;charset=utf-8' }));
  };
  const changeSort = (key: string) => {
    const next = nextSort(sort, key);
    if (onSortChange) onSortChange(next);
    else setOwnSort(next);
  };

  const body =
    state === 'loading' ? (
      <LoadState state="loading" layout="list" message={labels.loading} />
    ) : state === 'failed' ? (
      <LoadState state="failed" layout="list" title={labels.failed} message={error} onRetry={onRetry} />
    ) : rows.length === 0 ? (
      <LoadState state="empty" layout="list" message={labels.empty} />
    ) : (
      <div className={styles.frame} role="region" aria-label={labels.frame(title)} tabIndex={0}>
        <table className={styles.table} aria-label={title}>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th key={column.key} scope="col" className={styles.head} aria-sort={column.sortable ? (direction ?? 'none') : undefined}>
                    {column.sortable ? (
                      <button type="button" className={styles.sortButton} onClick={() => changeSort(column.key)}>
                        {column.header}
                        <span className={styles.sortMark} aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td key={column.key} className={styles.cell[column.kind]}>
                    <LedgerValue kind={column.kind} value={column.value(row)} missing={labels.missing} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={styles.totalsRow}>
              {columns.map((column, index) => {
                const total = totals[index];
                if (index === 0 && total === undefined) {
                  return (
                    <th key={column.key} scope="row" className={styles.cell.text}>
                      {labels.totals}
                    </th>
                  );
                }
                return (
                  <td key={column.key} className={styles.cell[column.kind]}>
                    {total === undefined ? null : <LedgerValue kind={column.kind} value={total} missing={labels.missing} />}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </div>
    );

  return (
    <div className={styles.root} data-state={state === 'ready' ? (rows.length === 0 ? 'empty' : 'filled') : state}>
      <div className={styles.toolbar}>
        <span className={styles.count} aria-live="polite">
          {state === 'ready' ? labels.total(totalCount) : null}
        </span>
        <Button size="sm" variant="secondary" disabled={!ready} onClick={download}>
          {labels.download}
        </Button>
      </div>
      {body}
      {ready && periodTotals.length > 0 ? (
        <div role="group" className={styles.periodTotals} aria-labelledby={periodTotalsId}>
          <span id={periodTotalsId} className={styles.periodTotalsTitle}>
            {labels.periodTotals}
          </span>
          <dl className={styles.periodTotalList}>
            {periodTotals.map((total) => (
              <div key={total.label} className={styles.periodTotal}>
                <dt>{total.label}</dt>
                <dd>
                  <MoneyText amount={total.amount} tone={total.amount < 0 ? 'lose' : 'default'} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {state === 'ready' ? (
        <Pagination page={page} totalCount={totalCount} pageSize={pageSize} onPageChange={onPageChange} labels={{ nav: labels.pages(title) }} />
      ) : null}
    </div>
  );
}

/** A cell's value by its column's kind: money in won (a loss in the lose tone), a count with separators, else text. */
function LedgerValue({ kind, value, missing }: { kind: LedgerColumnKind; value: string | number | null | undefined; missing: string }) {
  if (value === null || value === undefined || value === '') return <>{missing}</>;
  if (kind === 'money') {
    const amount = Number(value) || 0;
    return <MoneyText amount={amount} tone={amount < 0 ? 'lose' : 'default'} />;
  }
  if (kind === 'count') return <>{(Number(value) || 0).toLocaleString('ko-KR')}</>;
  return <>{value}</>;
}
