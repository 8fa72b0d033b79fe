import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import * as styles from './BetConfirmDialog.css';
import { betConfirmDialogLabels } from './labels';

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
  pending?: boolean;
  /** The heading, also the dialog's accessible name. */
  title?: string;
  /** Label of the confirming button. */
  confirmLabel?: string;
  /** Label of the declining button. */
  cancelLabel?: string;
  /** Text announced while pending. */
  pendingLabel?: string;
}

/** Submit check 8: the persistent 400 px confirm before a bet is sent. '취소' takes the first focus. */
export function BetConfirmDialog({
  open,
  onConfirm,
  onCancel,
  message = betConfirmDialogLabels.message,
  pending = false,
  title = betConfirmDialogLabels.title,
  confirmLabel = betConfirmDialogLabels.confirm,
  cancelLabel = betConfirmDialogLabels.cancel,
  pendingLabel = betConfirmDialogLabels.pending,
}: BetConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      width={400}
      persistent
      showClose={false}
      // The message is the dialog's description, so it is read with the title on opening.
      description={
        <span className={styles.message} data-state={pending ? 'pending' : 'open'}>
          {message}
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={pending} loadingLabel={pendingLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
