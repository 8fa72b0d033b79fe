import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { Dialog, DialogClose } from '../dialog/Dialog';
import { mergeLabels } from '../labels';
import { message as messageStyle } from './AlertDialog.css';
import { alertDialogLabels, type AlertDialogLabels } from './labels';

export interface MessagePopupProps {
  /** Controlled open state. */
  open: boolean;
  /** The message, shown with its line breaks. */
  message: ReactNode;
  /** Heading and accessible name; the alert's title by default. */
  title?: ReactNode;
  /** The stored callback: runs once when the popup closes, by Close, outside click, Esc or ×. */
  onClose: () => void;
  /** Overrides of the Korean labels (`alertTitle`, `close`). */
  labels?: AlertDialogLabels;
}

/**
 * The message popup (spec 2): one Close button; an outside click, Esc or × closes it too, and each way runs the
 * stored callback. Unlike the alert, it can be dismissed without answering.
 */
export function MessagePopup({ open, message, title, onClose, labels: overrides }: MessagePopupProps) {
  const labels = mergeLabels(alertDialogLabels, overrides);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title ?? labels.alertTitle}
      width={370}
      // The × and the Close button would share the name '닫기'; the × says what it closes.
      labels={{ close: labels.closePopup }}
      footer={
        <DialogClose asChild>
          <Button>{labels.close}</Button>
        </DialogClose>
      }
    >
      <p className={messageStyle}>{message}</p>
    </Dialog>
  );
}
