import { PersistentConfirm } from '../internal/PersistentConfirm';
import * as styles from './BetConfirmDialog.css';
import { mergeLabels } from '../labels';
import { betConfirmDialogLabels, type BetConfirmDialogLabels } from './labels';

export interface BetConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the member confirms the bet. */
  onConfirm: () => void;
  /** Called when the member declines; Esc and outside clicks are ignored (persistent). */
  onCancel: () => void;
  /** The question; defaults to '베팅하시겠습니까?'. */
  message?: string;
  /** The bet is being sent: '확인' shows busy and ignores clicks, '취소' is disabled. */
  busy?: boolean;
  /** Overrides of the Korean labels: `title` (the heading and accessible name), `confirm`, `cancel`, `pending` (announced while sending). */
  labels?: BetConfirmDialogLabels;
}

/** Submit check 8: the persistent 400 px confirm before a bet is sent. '취소' takes the first focus. */
export function BetConfirmDialog({
  open,
  onConfirm,
  onCancel,
  message = betConfirmDialogLabels.message,
  busy = false,
  labels: overrides,
}: BetConfirmDialogProps) {
  const labels = mergeLabels(betConfirmDialogLabels, overrides);
  return (
    <PersistentConfirm
      open={open}
      title={labels.title}
      width={400}
      // The message is the dialog's description, so it is read with the title on opening.
      description={
        <span className={styles.message} data-state={busy ? 'pending' : 'open'}>
          {message}
        </span>
      }
      busy={busy}
      words={{ accept: labels.confirm, cancel: labels.cancel, busy: labels.pending }}
      onAccept={onConfirm}
      onCancel={onCancel}
    />
  );
}
