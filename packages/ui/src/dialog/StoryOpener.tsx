// Stories only (not exported by the package): a dialog behind the button that opens it, as the site has it.
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/Button';

export interface StoryOpenerProps {
  /** The opening button's words. */
  trigger: ReactNode;
  /** The opening button's variant. */
  variant?: ButtonProps['variant'];
  /** Whether the dialog starts open (the story's `open` arg). */
  initiallyOpen?: boolean;
  /** The dialog, given whether it is open and how it opens or closes. */
  dialog: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}

/** The dialog `dialog` draws, behind a button that opens it; the dialog closes itself through `setOpen`. */
export function StoryOpener({ trigger, variant = 'secondary', initiallyOpen = false, dialog }: StoryOpenerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      {dialog(open, setOpen)}
    </>
  );
}
