import { memo, useId, useMemo } from 'react';
import {
  HISTORY_GAME_TYPES,
  slipActions,
  type HistoryGameType,
  type HistorySlip,
  type SlipAction,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { MoneyText } from '../money-text/MoneyText';
import * as styles from './HistorySlipTable.css';
import type { ResolvedBetHistoryLabels } from './labels';
import { cancelWindow, describeSlip, type CancelWindow, type LegView } from './slipView';

export interface HistorySlipTableProps {
  /** The slip as the server sends it: its legs, the first carrying the slip's fields. */
  slip: HistorySlip;
  /** The list's game type; live (2) adds the score at bet time. */
  gameType: HistoryGameType;
  /** The current time in epoch ms, for the cancel window. */
  now: number;
  /** Customer-page mode: no cancel or delete button. */
  customerMode: boolean;
  /** A cancel or delete call for this slip is running. */
  busy: boolean;
  /** The member pressed cancel (the list asks to confirm first); without it no cancel button shows. */
  onCancel?: (slip: HistorySlip) => void;
  /** The member pressed delete; without it no delete button shows. */
  onDelete?: (slip: HistorySlip) => void;
  /** Every visible text. */
  labels: ResolvedBetHistoryLabels;
}

const sportsColumns = ['startTime', 'league', 'match', 'market', 'betName', 'line', 'odds', 'score', 'result'] as const;
const liveColumns = [
  'startTime',
  'league',
  'match',
  'market',
  'betName',
  'line',
  'odds',
  'betTimingScore',
  'score',
  'result',
] as const;

/** One slip: a table of its legs, and a summary row with the stake, odds, winnings, status and its button. */
export const HistorySlipTable = memo(function HistorySlipTable({
  slip,
  gameType,
  now,
  customerMode,
  busy,
  onCancel,
  onDelete,
  labels,
}: HistorySlipTableProps) {
  const view = useMemo(() => describeSlip(slip), [slip]);
  const domainAction = slipActions(slip[0], { customerMode });
  // The domain decides which button; a button whose call is not wired is left out.
  const action: SlipAction =
    (domainAction === 'cancel' && onCancel === undefined) || (domainAction === 'delete' && onDelete === undefined)
      ? 'none'
      : domainAction;
  const cancelState = useMemo(
    () => (action === 'cancel' ? cancelWindow(slip, now) : undefined),
    [action, slip, now],
  );
  const live = gameType === HISTORY_GAME_TYPES.live;
  const columns = live ? liveColumns : sportsColumns;
  const { missing } = labels;
  return (
    <div className={styles.card}>
      <table className={styles.table} data-state={view.winningsKind === 'expected' ? 'pending' : 'settled'}>
        <caption className={styles.caption}>{labels.slipCaption(view.id, view.placedAt || missing)}</caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headCell[column]}>
                {labels.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {view.legs.map((leg, index) => (
            <LegRow key={index} leg={leg} live={live} labels={labels} />
          ))}
        </tbody>
        <tfoot className={styles.foot}>
          <tr className={styles.summaryRow}>
            <td className={styles.summaryCell} colSpan={columns.length}>
              <div className={styles.summary}>
                <dl className={styles.figures}>
                  <div className={styles.figure}>
                    <dt className={styles.figureName}>{labels.amount}</dt>
                    <dd className={styles.figureValue}>
                      <MoneyText amount={view.amount} weight="bold" />
                    </dd>
                  </div>
                  <div className={styles.figure}>
                    <dt className={styles.figureName}>{labels.totalOdds}</dt>
                    <dd className={styles.figureValue}>{view.totalOdds}</dd>
                  </div>
                  <div className={styles.figure}>
                    <dt className={styles.figureName}>
                      {view.winningsKind === 'expected' ? labels.expectedWinnings : labels.winAmount}
                    </dt>
                    <dd className={styles.figureValue}>
                      <MoneyText amount={view.winnings} weight="bold" />
                    </dd>
                  </div>
                  <div className={styles.figure}>
                    <dt className={styles.figureName}>{labels.status}</dt>
                    <dd className={styles.figureValue}>
                      <span className={styles.result({ tone: view.status.tone })} data-tone={view.status.tone}>
                        {view.status.label || missing}
                      </span>
                    </dd>
                  </div>
                </dl>
                <SlipButton
                  action={action}
                  cancelState={cancelState}
                  busy={busy}
                  id={view.id}
                  onCancel={() => onCancel?.(slip)}
                  onDelete={() => onDelete?.(slip)}
                  labels={labels}
                />
              </div>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
});

/** A leg's row; on phones it lays out as a small card. */
function LegRow({ leg, live, labels }: { leg: LegView; live: boolean; labels: ResolvedBetHistoryLabels }) {
  const { columns, missing } = labels;
  return (
    <tr className={styles.legRow} data-state={leg.result.state}>
      <td className={styles.cell.startTime}>{leg.startTime || missing}</td>
      <td className={styles.cell.league}>{leg.league || missing}</td>
      <td className={styles.cell.match}>
        {/* A bonus folder or a race has no opponent: its one name, without 'vs'. */}
        {leg.home && leg.away ? `${leg.home} ${labels.versus} ${leg.away}` : leg.home || leg.away || missing}
      </td>
      <td className={styles.cell.market}>{leg.market || missing}</td>
      <td className={styles.cell.betName}>
        <span className={styles.betName({ family: leg.betFamily ?? 'none' })}>{leg.betName || missing}</span>
      </td>
      <td className={styles.cell.line} data-label={columns.line}>
        {leg.line || missing}
      </td>
      <td className={styles.cell.odds} data-label={columns.odds}>
        {leg.odds}
      </td>
      {live ? (
        <td className={styles.cell.betTimingScore} data-label={columns.betTimingScore}>
          {leg.betTimingScore || missing}
        </td>
      ) : null}
      <td className={styles.cell.score} data-label={columns.score}>
        {leg.score || missing}
      </td>
      <td className={styles.cell.result}>
        <span className={styles.result({ tone: leg.result.tone })} data-tone={leg.result.tone}>
          {leg.result.label}
        </span>
      </td>
    </tr>
  );
}

interface SlipButtonProps {
  action: SlipAction;
  cancelState: CancelWindow | undefined;
  busy: boolean;
  id: number;
  onCancel: () => void;
  onDelete: () => void;
  labels: ResolvedBetHistoryLabels;
}

/** Cancel while pending (with until when, or why not), delete once settled, nothing in customer-page mode. */
function SlipButton({ action, cancelState, busy, id, onCancel, onDelete, labels }: SlipButtonProps) {
  const noteId = useId();
  if (action === 'none') return null;
  if (action === 'delete') {
    return (
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" busy={busy} aria-label={labels.deleteSlip(id)} onClick={onDelete}>
          {labels.delete}
        </Button>
      </div>
    );
  }
  const open = cancelState?.state === 'open';
  return (
    <div className={styles.actions} data-state={open ? 'cancellable' : 'too-late'}>
      <p id={noteId} className={styles.note}>
        {open ? labels.cancelUntil(cancelState.until) : labels.cancelRefused}
      </p>
      <Button
        size="sm"
        variant="danger"
        busy={busy}
        disabled={!open}
        aria-label={labels.cancelSlip(id)}
        aria-describedby={noteId}
        onClick={onCancel}
      >
        {labels.cancel}
      </Button>
    </div>
  );
}
