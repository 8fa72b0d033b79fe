import { Button } from '../button/Button';
import { Dialog, DialogClose } from '../dialog/Dialog';
import { mergeLabels } from '../labels';
import * as styles from './SignUp.css';
import { nonMemberDialogLabels, type NonMemberDialogLabels } from './labels';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface NonMemberDialogProps {
  /** Controlled open state. */
  open: boolean;
  /** Asked to close (close button, Esc, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The chat channel's address; opened in a new tab without access to this page. */
  messengerHref: string;
  /** Overrides of the Korean labels. */
  labels?: NonMemberDialogLabels;
}

/** Spec 1: visitors are pointed to a chat-based support channel; the non-member button opens this. */
export function NonMemberDialog({ open, onOpenChange, messengerHref, labels }: NonMemberDialogProps) {
  const words = mergeLabels(nonMemberDialogLabels, labels);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      width={400}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{words.close}</Button>
          </DialogClose>
          <a className={styles.linkButton} href={messengerHref} target="_blank" rel="noopener noreferrer">
            {words.open}
            <VisuallyHidden> {words.newWindow}</VisuallyHidden>
          </a>
        </>
      }
    >
      <div className={styles.stack}>
        <p className={styles.text}>{words.text}</p>
        <p className={styles.text}>{words.hours}</p>
      </div>
    </Dialog>
  );
}
