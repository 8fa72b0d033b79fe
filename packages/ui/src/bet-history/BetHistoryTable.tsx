import { useCallback, useMemo } from 'react';
import { parseServerTime, type HistoryGameType, type HistorySlip, type Instant } from '@betkit/domain';
import { ConfirmDialog } from '../alert-dialog/AlertDialog';
import { Pagination } from '../pagination/Pagination';
import * as styles from './BetHistoryTable.css';
import { HistorySlipTable } from './HistorySlipTable';
import { mergeLabels } from '../labels';
import { betHistoryLabels, type BetHistoryLabels } from './labels';
import { useLatestCallback } from './useLatestCallback';
import { useSlipCancel } from './useSlipCancel';
import { VirtualSlipList } from './VirtualSlipList';

export interface BetHistoryTableProps {
  /** The slips of the page (or of the bulk list when `virtualized`), each an array of legs. */
  slips: readonly HistorySlip[];
  /** The list: 1 sports, 2 live (adds the score at bet time), 3 mini-game, 4 virtual sports. */
  gameType: HistoryGameType;
  /** The current time (Date, epoch ms or server string); decides whether a pending slip can still be cancelled. */
  now: Instant;
  /** Customer-page (support) mode: no cancel, delete or page buttons. */
  customerMode?: boolean;
  /** Cancel a pending slip; runs after the member confirms. Without it no cancel button shows. */
  onCancel?: (slip: HistorySlip) => void;
  /** Delete a settled slip. Without it no delete button shows. */
  onDelete?: (slip: HistorySlip) => void;
  /** Ids of slips whose cancel or delete call is running: their button shows busy. */
  busySlipIds?: readonly number[];
  /** Ask '해당 주문을 취소하시겠습니까? …' before `onCancel` (off when the site shows its own confirm). */
  confirmCancel?: boolean;
  /** The current page, 1-based; with `totalCount` and `onPageChange` the page buttons show. */
  page?: number;
  /** The server's total slip count for the page buttons. */
  totalCount?: number;
  /** Called with the page the member chose. */
  onPageChange?: (page: number) => void;
  /** Bulk layout: fill the parent's height, scroll inside and mount only the slips in view. */
  virtualized?: boolean;
  /** Replaces some of the Korean labels (a replaced `columns` must be complete). */
  labels?: BetHistoryLabels;
}

const noSlipIds: readonly number[] = [];

/** A bet history list: one table per slip with its summary and button, the empty text and the page buttons. */
export function BetHistoryTable({
  slips,
  gameType,
  now,
  customerMode = false,
  onCancel,
  onDelete,
  busySlipIds = noSlipIds,
  confirmCancel = true,
  page,
  totalCount,
  onPageChange,
  virtualized = false,
  labels: labelOverrides,
}: BetHistoryTableProps) {
  const labels = useMemo(() => mergeLabels(betHistoryLabels, labelOverrides), [labelOverrides]);
  const nowMs = parseServerTime(now) ?? Number.NaN;
  const busy = useMemo(() => new Set(busySlipIds), [busySlipIds]);
  const cancel = useSlipCancel(onCancel, confirmCancel);
  const remove = useLatestCallback(onDelete);
  const hasCancel = onCancel !== undefined;
  const hasDelete = onDelete !== undefined;
  const renderSlip = useCallback(
    (slip: HistorySlip) => (
      <HistorySlipTable
        key={slip[0].id}
        slip={slip}
        gameType={gameType}
        now={nowMs}
        customerMode={customerMode}
        busy={busy.has(slip[0].id)}
        onCancel={hasCancel ? cancel.request : undefined}
        onDelete={hasDelete ? remove : undefined}
        labels={labels}
      />
    ),
    [gameType, nowMs, customerMode, busy, hasCancel, hasDelete, cancel.request, remove, labels],
  );
  const showPages = !customerMode && !virtualized && onPageChange !== undefined && page !== undefined;
  return (
    <div className={styles.root({ virtualized })} data-state={slips.length === 0 ? 'empty' : 'filled'}>
      {slips.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : virtualized ? (
        <VirtualSlipList slips={slips} renderSlip={renderSlip} label={labels.list} />
      ) : (
        <div className={styles.list}>{slips.map(renderSlip)}</div>
      )}
      {showPages ? (
        <Pagination page={page} totalCount={totalCount} gameType={gameType} onPageChange={onPageChange} />
      ) : null}
      <ConfirmDialog
        open={cancel.confirming !== null}
        title={labels.cancelConfirmTitle}
        message={labels.cancelConfirm}
        labels={{ ok: labels.cancelConfirmOk, cancel: labels.cancelConfirmDismiss }}
        onConfirm={cancel.accept}
        onCancel={cancel.dismiss}
      />
    </div>
  );
}
