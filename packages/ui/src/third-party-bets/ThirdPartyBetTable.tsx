import { memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { Checkbox } from 'radix-ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatSeoulDateTime, parseServerTime, type ThirdPartyBet } from '@betkit/domain';
import { Button } from '../button/Button';
import { MoneyText } from '../money-text/MoneyText';
import { useIsMobile } from '../internal/useMediaQuery';
import { HeadCells } from '../internal/HeadCells';
import * as styles from './ThirdPartyBetTable.css';
import { mergeLabels } from '../labels';
import { thirdPartyBetLabels, type ResolvedThirdPartyBetLabels, type ThirdPartyBetLabels } from './labels';
import { useRowSelection } from './useRowSelection';

export interface ThirdPartyBetTableProps {
  /** The rows: a page, or the bulk list (up to 100,000) when `virtualized`. */
  bets: readonly ThirdPartyBet[];
  /** Delete the selected rows; with it each row gets a checkbox and the toolbar a delete button. */
  onDelete?: (bets: readonly ThirdPartyBet[]) => void;
  /** A delete call is running: the delete button shows busy. */
  deleting?: boolean;
  /** Bulk layout: fill the parent's height, scroll inside and mount only the rows in view. */
  virtualized?: boolean;
  /** Replaces some of the Korean labels (a replaced `columns` must be complete). */
  labels?: ThirdPartyBetLabels;
}

/** The third-party (casino-style) bet list: provider, game, times, type, amounts; cancelled rows marked. */
export function ThirdPartyBetTable({
  bets,
  onDelete,
  deleting = false,
  virtualized = false,
  labels: labelOverrides,
}: ThirdPartyBetTableProps) {
  const labels = useMemo(() => mergeLabels(thirdPartyBetLabels, labelOverrides), [labelOverrides]);
  const selection = useRowSelection(bets);
  const selectable = onDelete !== undefined;
  if (bets.length === 0) {
    return (
      <div className={styles.root({ virtualized })} data-state="empty">
        <p className={styles.empty}>{labels.empty}</p>
      </div>
    );
  }
  const renderRow = (bet: ThirdPartyBet) => (
    <BetRow
      key={bet.id}
      bet={bet}
      selectable={selectable}
      selected={selectable && selection.isSelected(bet.id)}
      onToggle={selection.toggle}
      labels={labels}
    />
  );
  const head = <TableHead selectable={selectable} labels={labels} />;
  return (
    <div className={styles.root({ virtualized })} data-state="filled">
      {selectable ? (
        <div className={styles.toolbar}>
          <label className={styles.selectAll}>
            <Checkbox.Root
              className={styles.checkbox}
              checked={selection.allChecked}
              onCheckedChange={(checked) => selection.setAll(checked === true)}
            />
            {labels.selectAll}
          </label>
          <span className={styles.selectedCount} aria-live="polite">
            {labels.selectedCount(selection.count)}
          </span>
          <Button
            size="sm"
            variant="danger"
            disabled={selection.count === 0}
            busy={deleting}
            onClick={() => onDelete(selection.selectedRows())}
          >
            {labels.deleteSelected}
          </Button>
        </div>
      ) : null}
      {virtualized ? (
        <VirtualRows bets={bets} head={head} renderRow={renderRow} label={labels.list} />
      ) : (
        <div className={styles.frame({ virtualized: false })}>
          <table className={styles.table}>
            {head}
            <tbody className={styles.body}>{bets.map(renderRow)}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The data columns in order (the select column, when shown, comes first). */
const dataColumns = ['provider', 'gameCode', 'date', 'type', 'amount', 'cancelAmount', 'processed'] as const;

function TableHead({ selectable, labels }: { selectable: boolean; labels: ResolvedThirdPartyBetLabels }) {
  const { columns } = labels;
  return (
    <thead className={styles.head}>
      <tr>
        {selectable ? (
          <th scope="col" className={styles.headCell.select}>
            <span className={styles.hiddenText}>{columns.select}</span>
          </th>
        ) : null}
        <HeadCells cells={dataColumns.map((column) => [column, columns[column]] as const)} classNames={styles.headCell} />
      </tr>
    </thead>
  );
}

/** A server time in Korean time, or undefined when missing or unreadable. */
function seoulTime(value: unknown): string | undefined {
  const ms = parseServerTime(value);
  return ms === undefined ? undefined : formatSeoulDateTime(ms);
}

/** The game as read: its display name when the server sent one, else its code. */
function gameText(bet: ThirdPartyBet): string {
  return typeof bet.gameName === 'string' && bet.gameName.trim() !== '' ? bet.gameName.trim() : bet.gameCode;
}

interface BetRowProps {
  bet: ThirdPartyBet;
  selectable: boolean;
  selected: boolean;
  onToggle: (bet: ThirdPartyBet) => void;
  labels: ResolvedThirdPartyBetLabels;
}

/** One bet; memoised so toggling one checkbox re-renders one row. */
const BetRow = memo(function BetRow({ bet, selectable, selected, onToggle, labels }: BetRowProps) {
  const { columns, missing } = labels;
  const cancelled = bet.cancelAt !== undefined && bet.cancelAt !== null && bet.cancelAt !== '';
  const transType = typeof bet.transType === 'string' ? bet.transType.trim().toUpperCase() : '';
  const game = gameText(bet);
  return (
    <tr className={styles.row} data-state={cancelled ? 'cancelled' : 'settled'}>
      {selectable ? (
        <td className={styles.cell.select}>
          <Checkbox.Root
            className={styles.checkbox}
            checked={selected}
            onCheckedChange={() => onToggle(bet)}
            aria-label={labels.selectRow(bet)}
          />
        </td>
      ) : null}
      {/* The title shows a name the column had to cut, on hover. */}
      <td className={styles.cell.provider} title={bet.thirdPartyName || undefined}>
        {bet.thirdPartyName || missing}
      </td>
      <td className={styles.cell.gameCode} title={game || undefined}>
        {game || missing}
      </td>
      <td className={styles.cell.date}>{seoulTime(bet.date) ?? missing}</td>
      <td className={styles.cell.type}>
        {labels.transTypes[transType] ?? (bet.transType || missing)}
        {cancelled ? <span className={styles.cancelledMark}>{labels.cancelled}</span> : null}
      </td>
      <td className={styles.cell.amount} data-label={labels.amountByType[transType] ?? columns.amount}>
        <MoneyText amount={bet.amount} />
      </td>
      <td className={styles.cell.cancelAmount} data-label={columns.cancelAmount}>
        {bet.cancelAmount === undefined || bet.cancelAmount === null ? missing : <MoneyText amount={bet.cancelAmount} />}
      </td>
      <td className={styles.cell.processed} data-label={columns.processed}>
        {seoulTime(bet.processedAt) ?? missing}
      </td>
    </tr>
  );
});

interface VirtualRowsProps {
  bets: readonly ThirdPartyBet[];
  head: ReactNode;
  renderRow: (bet: ThirdPartyBet) => ReactNode;
  label: string;
}

/**
 * The table inside a scrolling region that mounts only the rows in view: empty rows above and below
 * stand in for the rest, so the table keeps its columns and semantics. Rows have a fixed height per
 * layout, so nothing is measured.
 */
function VirtualRows({ bets, head, renderRow, label }: VirtualRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = useIsMobile() ? styles.MOBILE_ROW_HEIGHT : styles.DESKTOP_ROW_HEIGHT;
  // Stable per list: a new getItemKey makes the virtualiser recompute all 100,000 row positions.
  const getItemKey = useCallback((index: number) => bets[index]?.id ?? index, [bets]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders its list itself.
  const virtualizer = useVirtualizer({
    count: bets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 4,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const above = items[0]?.start ?? 0;
  const below = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      className={styles.frame({ virtualized: true })}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className={styles.table}>
        {head}
        <tbody className={styles.body}>
          {above > 0 ? <tr aria-hidden="true" className={styles.spacer} style={{ height: above }} /> : null}
          {items.map((item) => {
            const bet = bets[item.index];
            return bet === undefined ? null : renderRow(bet);
          })}
          {below > 0 ? <tr aria-hidden="true" className={styles.spacer} style={{ height: below }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
