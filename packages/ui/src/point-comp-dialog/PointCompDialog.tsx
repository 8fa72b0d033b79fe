import type { ConversionHistoryRow, ConversionKind } from '@betkit/domain';
import { ConversionForm } from '../conversion-form/ConversionForm';
import { Dialog } from '../dialog/Dialog';
import { mergeLabels } from '../labels';
import { LoadState } from '../load-state/LoadState';
import { HeadCells } from '../internal/HeadCells';
import { MoneyText } from '../money-text/MoneyText';
import * as styles from './PointCompDialog.css';
import { pointCompDialogLabels, type PointCompDialogLabels } from './labels';

export interface PointCompDialogProps {
  /** The point dialog or the comp dialog. */
  kind: ConversionKind;
  /** Open state (controlled). */
  open: boolean;
  /** Called when the dialog asks to close (×, Esc, outside click). */
  onOpenChange: (open: boolean) => void;
  /** Points or comps held (the conversion's limit). */
  held: number;
  /** The latest 10 entries (the domain's `latestConversionRows`); undefined while the first read runs. */
  rows: readonly ConversionHistoryRow[] | undefined;
  /** Why the history could not be read (the server's text), or null. */
  error?: string | null;
  /** Reads the history again after a failure. */
  onRetry?: () => unknown;
  /** Sends a conversion (see ConversionForm's `onConvert`). */
  onConvert: (amount: number) => Promise<string | void>;
  /** Overrides of the Korean labels. */
  labels?: PointCompDialogLabels;
}

/** The point or comp dialog: the conversion form, then the latest 10 entries (time, content, amount, held total). */
export function PointCompDialog({ kind, open, onOpenChange, held, rows, error = null, onRetry, onConvert, labels }: PointCompDialogProps) {
  const words = mergeLabels(pointCompDialogLabels, labels);
  const point = kind === 'point';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={point ? words.pointTitle : words.compTitle} width={600} fullScreenOnMobile>
      <div className={styles.body} data-kind={kind}>
        <ConversionForm kind={kind} held={held} onConvert={onConvert} named={false} />
        {error ? (
          <LoadState state="failed" layout="list" title={words.failed} message={error} onRetry={onRetry} />
        ) : rows === undefined ? (
          <LoadState state="loading" layout="list" />
        ) : (
          <div className={styles.tableFrame}>
            <table className={styles.table}>
              <caption className={styles.caption}>{point ? words.pointHistory : words.compHistory}</caption>
              <thead>
                <tr>
                  <HeadCells
                    cells={[
                      ['time', words.time],
                      ['content', words.content],
                      ['amount', point ? words.point : words.comp],
                      ['total', point ? words.pointTotal : words.compTotal],
                    ]}
                    classNames={styles.headCell}
                  />
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={4} className={styles.emptyCell}>
                      {point ? words.pointEmpty : words.compEmpty}
                    </td>
                  </tr>
                ) : (
                  rows.map((row, index) => (
                    <tr key={`${row.createdAt}:${index}`}>
                      <td className={styles.bodyCell.time}>{row.time}</td>
                      <td className={styles.bodyCell.content}>{row.memo}</td>
                      <td className={styles.bodyCell.amount}>
                        <MoneyText amount={row.amount} sign="none" tone={row.amount < 0 ? 'lose' : 'win'} />
                      </td>
                      <td className={styles.bodyCell.total}>
                        <MoneyText amount={row.total} sign="none" weight="bold" />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Dialog>
  );
}
