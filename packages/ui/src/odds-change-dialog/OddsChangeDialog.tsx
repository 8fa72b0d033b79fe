import { useMemo } from 'react';
import { oddsChangeTotals, type OddsChangeRow, type SlipSelection } from '@betkit/domain';
import { PersistentConfirm } from '../internal/PersistentConfirm';
import { MoneyText } from '../money-text/MoneyText';
import { OddsText } from '../odds-text/OddsText';
import { betText, fixtureText, reactKeyOf, marketText } from '../bet-slip/selectionText';
import * as styles from './OddsChangeDialog.css';
import { mergeLabels } from '../labels';
import { oddsChangeDialogLabels, type OddsChangeDialogLabels } from './labels';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface OddsChangeDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The slip's items with old and new odds (@betkit/domain `oddsChangeRows` / `evaluateOddsChange`). */
  rows: readonly OddsChangeRow[];
  /** Called when the member accepts the new odds. */
  onAccept: () => void;
  /** Called when the member declines; Esc and outside clicks are ignored (persistent). */
  onCancel: () => void;
  /**
   * Overrides of the Korean labels: `accept` ('수락' when placing a bet), `cancel`, `title` (the heading and
   * accessible name, '[배당변경]베팅을 수락하시겠습니까?'), `description` (read after it), `pending` and the rest.
   */
  labels?: OddsChangeDialogLabels;
  /** The stake in won; when given, expected winnings before and after are shown. */
  amount?: number;
  /** Show the old → new total odds (and winnings) line. */
  showTotals?: boolean;
  /** The accepted bet is being sent: accept shows busy and ignores clicks, cancel is disabled. */
  busy?: boolean;
}

/** Old and new values of a total: the old one struck through when they differ. */
function ChangedMoney({ from, to, changedTo }: { from: number; to: number; changedTo: string }) {
  if (from === to) return <MoneyText amount={to} weight="bold" />;
  return (
    <>
      <del>
        <MoneyText amount={from} tone="muted" />
      </del>
      <VisuallyHidden>{changedTo}</VisuallyHidden>
      <ins className={styles.plain}>
        <MoneyText amount={to} weight="bold" />
      </ins>
    </>
  );
}

/**
 * The spec's odds-change confirmation: persistent, at most 500 px, each slip item with its odds
 * (compared after flooring to 2 decimals; a change shows the old odds struck through and the new).
 * '취소' takes the first focus so Enter never accepts new odds by accident.
 */
export function OddsChangeDialog({
  open,
  rows,
  onAccept,
  onCancel,
  amount,
  showTotals = true,
  busy = false,
  labels: overrides,
}: OddsChangeDialogProps) {
  const labels = useMemo(() => mergeLabels(oddsChangeDialogLabels, overrides), [overrides]);
  const totals = useMemo(() => oddsChangeTotals(rows, amount), [rows, amount]);
  return (
    <PersistentConfirm
      open={open}
      title={labels.title}
      description={labels.description}
      width={500}
      busy={busy}
      words={{ accept: labels.accept, cancel: labels.cancel, busy: labels.pending }}
      onAccept={onAccept}
      onCancel={onCancel}
    >
      <ul className={styles.list} aria-label={labels.list} data-state={busy ? 'pending' : 'open'}>
        {rows.map((row) => {
          const selection: SlipSelection = row.selection;
          const state = row.changed ? 'changed' : 'steady';
          const fixture = fixtureText(selection);
          return (
            <li key={reactKeyOf(selection.id)} className={styles.row({ state })} data-state={state}>
              <span className={styles.names}>
                <span className={styles.market}>{marketText(selection)}</span>
                <span className={styles.bet}>{betText(selection)}</span>
                {fixture ? <span className={styles.fixture}>{fixture}</span> : null}
              </span>
              <OddsText odds={row.newOdds} previousOdds={row.oldOdds} />
            </li>
          );
        })}
      </ul>
      {showTotals && rows.length > 0 ? (
        <dl className={styles.totals}>
          <dt className={styles.totalLabel}>{labels.totalOdds}</dt>
          <dd className={styles.totalValue}>
            <OddsText odds={totals.newTotalOdds} previousOdds={totals.oldTotalOdds} />
          </dd>
          {totals.oldWinnings !== null && totals.newWinnings !== null ? (
            <>
              <dt className={styles.totalLabel}>{labels.expectedWinnings}</dt>
              <dd className={styles.totalValue}>
                <ChangedMoney from={totals.oldWinnings} to={totals.newWinnings} changedTo={labels.changedTo} />
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </PersistentConfirm>
  );
}
