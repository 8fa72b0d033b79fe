import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { Dialog, type DialogWidth } from '../dialog/Dialog';

export interface PersistentConfirmProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The heading and accessible name. */
  title: ReactNode;
  /** Read with the title on opening. */
  description?: ReactNode;
  /** Maximum width in px. */
  width: DialogWidth;
  /** The answer is being sent: accept shows busy and ignores clicks, cancel is disabled. */
  busy: boolean;
  /** The buttons' words and the busy announcement. */
  words: { accept: string; cancel: string; busy: string };
  /** The member accepts. */
  onAccept: () => void;
  /** The member declines. */
  onCancel: () => void;
  /** What the member confirms (a list of picks). */
  children?: ReactNode;
}

/**
 * The betting confirms' one dialog (bet confirm, odds change): persistent (Esc and outside clicks are ignored, only
 * its buttons answer), no ×, and '취소' first so it takes the focus and Enter never accepts by accident.
 */
export function PersistentConfirm({ open, title, description, width, busy, words, onAccept, onCancel, children }: PersistentConfirmProps) {
  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      width={width}
      persistent
      showClose={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {words.cancel}
          </Button>
          <Button onClick={onAccept} busy={busy} labels={{ busy: words.busy }}>
            {words.accept}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
