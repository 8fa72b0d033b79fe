import { useState } from 'react';
import { Checkbox } from 'radix-ui';
import {
  CHARGE_HISTORY_PAGE_SIZE,
  CHARGE_STATUS,
  chargeStatusLabel,
  hideSelectionMessage,
  type ChargeRecord,
  type DepositMode,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { MoneyText } from '../money-text/MoneyText';
import { Pagination } from '../pagination/Pagination';
import { mergeLabels } from '../labels';
import { SelectAll } from '../list-toolbar/SelectAll';
import * as styles from './ChargeHistoryTable.css';
import { chargeHistoryLabels, type ChargeHistoryLabels } from './labels';

export interface ChargeHistoryTableProps {
  /** 0 deposits, 1 withdrawals: sets the words and the processing label ('처리중' or '출금확인중'). */
  depositMode: DepositMode;
  /** The rows of the current page (the server's page of 10). */
  rows: readonly ChargeRecord[];
  /** The server's count of every visible row, for the page buttons. */
  totalCount: number;
  /** The current page, 1-based. */
  page: number;
  /** Called with the page the member chose. */
  onPageChange: (page: number) => void;
  /** Hides one row (PUT /charge/{id}); with it each row gets a delete button. */
  onHide?: (row: ChargeRecord) => void;
  /** Hides the selected rows (never called with none: the table says 'select a target'); with it rows get checkboxes. */
  onHideSelected?: (rows: readonly ChargeRecord[]) => void;
  /** Hides every row of this history (PUT /charge/userDelete without ids). */
  onHideAll?: () => void;
  /** A hide call is running: the buttons show busy and take no clicks. */
  hiding?: boolean;
  /** Overrides of the Korean labels. */
  labels?: ChargeHistoryLabels;
}

type RowState = 'processing' | 'completed' | 'cancelled' | 'error';

const rowState = (status: unknown): RowState =>
  status === CHARGE_STATUS.processing
    ? 'processing'
    : status === CHARGE_STATUS.completed
      ? 'completed'
      : status === CHARGE_STATUS.cancelled
        ? 'cancelled'
        : 'error';

/** Picked row ids, started afresh whenever the rows change (a new page, a hide, a refetch). */
function useSelection(rows: readonly ChargeRecord[]) {
  const [stored, setStored] = useState<{ rows: readonly ChargeRecord[]; ids: ReadonlySet<number> }>({ rows, ids: new Set() });
  const ids = stored.rows === rows ? stored.ids : new Set<number>();
  const set = (next: ReadonlySet<number>) => setStored({ rows, ids: next });
  return {
    ids,
    toggle: (id: number) => {
      const next = new Set(ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      set(next);
    },
    setAll: (on: boolean) => set(on ? new Set(rows.map((row) => row.id)) : new Set()),
    clear: () => set(new Set()),
  };
}

/**
 * The deposit or withdrawal history (one table for both): 10 a page, the status of each request, and hiding one,
 * the selected or all rows. Hiding the selected rows with none picked shows 'select a target' and sends nothing.
 */
export function ChargeHistoryTable({
  depositMode,
  rows,
  totalCount,
  page,
  onPageChange,
  onHide,
  onHideSelected,
  onHideAll,
  hiding = false,
  labels: overrides,
}: ChargeHistoryTableProps) {
  const labels = mergeLabels(chargeHistoryLabels, overrides);
  const selection = useSelection(rows);
  const [notice, setNotice] = useState<string | null>(null);
  const selectable = onHideSelected !== undefined;
  const selectedRows = rows.filter((row) => selection.ids.has(row.id));
  const allState = selectedRows.length === 0 ? false : selectedRows.length === rows.length ? true : 'indeterminate';

  const hideSelected = () => {
    const refusal = hideSelectionMessage(selectedRows);
    setNotice(refusal);
    if (refusal === null) onHideSelected?.(selectedRows);
  };

  const toolbar =
    selectable || onHideAll ? (
      <div className={styles.toolbar}>
        {selectable && rows.length > 0 ? (
          <SelectAll checked={allState} onSelectAll={selection.setAll} label={labels.selectAll} />
        ) : null}
        <span className={styles.count} aria-live="polite">
          {selectable && selectedRows.length > 0 ? labels.selectedCount(selectedRows.length) : labels.total(totalCount)}
        </span>
        {selectable ? (
          <Button size="sm" variant="secondary" busy={hiding} onClick={hideSelected}>
            {labels.hideSelected}
          </Button>
        ) : null}
        {onHideAll ? (
          <Button size="sm" variant="danger" busy={hiding} disabled={rows.length === 0} onClick={onHideAll}>
            {labels.hideAll}
          </Button>
        ) : null}
      </div>
    ) : null;

  return (
    <div className={styles.root} data-state={rows.length === 0 ? 'empty' : 'filled'}>
      {toolbar}
      <p className={styles.notice} role="alert">
        {notice}
      </p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{labels.empty(depositMode)}</p>
      ) : (
        <div className={styles.frame}>
          <table className={styles.table} aria-label={labels.list(depositMode)}>
            <thead className={styles.head}>
              <tr>
                {selectable ? (
                  <th scope="col" className={styles.selectCell}>
                    <span className={styles.hiddenText}>{labels.select}</span>
                  </th>
                ) : null}
                <th scope="col">{labels.date(depositMode)}</th>
                <th scope="col">{labels.amount(depositMode)}</th>
                <th scope="col" className={styles.processedCell}>
                  {labels.processed}
                </th>
                <th scope="col">{labels.status}</th>
                {onHide ? (
                  <th scope="col">
                    <span className={styles.hiddenText}>{labels.actions}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const state = rowState(row.status);
                return (
                  <tr key={row.id} className={styles.row} data-state={state}>
                    {selectable ? (
                      <td className={styles.selectCell}>
                        <Checkbox.Root
                          className={styles.checkbox}
                          checked={selection.ids.has(row.id)}
                          onCheckedChange={() => {
                            setNotice(null);
                            selection.toggle(row.id);
                          }}
                          aria-label={labels.selectRow(row)}
                        />
                      </td>
                    ) : null}
                    <td className={styles.numeric}>{row.depositDate || labels.missing}</td>
                    <td className={styles.amountCell}>
                      <MoneyText amount={row.depositAmount} />
                    </td>
                    <td className={`${styles.numeric} ${styles.processedCell}`}>{row.processDate || labels.missing}</td>
                    <td>
                      <span className={styles.status({ state })}>{chargeStatusLabel(row.status, depositMode)}</span>
                    </td>
                    {onHide ? (
                      <td className={styles.actionCell}>
                        <Button size="sm" variant="secondary" disabled={hiding} aria-label={labels.hideRow(row)} onClick={() => onHide(row)}>
                          {labels.hide}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalCount={totalCount} pageSize={CHARGE_HISTORY_PAGE_SIZE} onPageChange={onPageChange} labels={{ nav: labels.pages(depositMode) }} />
    </div>
  );
}
