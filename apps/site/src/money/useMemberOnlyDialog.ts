import { createElement, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { shellMessages } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useLazyDialog } from '../app/useLazyDialog';
import { useSession } from '../app/session';

/** A dialog component the shell opens: controlled by `open` and `onOpenChange`. */
export interface ShellDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the shell needs to offer a members-only dialog: a function that opens it and the element to render once. */
export interface MemberOnlyDialogControl {
  /** Opens the dialog; a guest is told '로그인 후 이용 가능합니다' instead (spec 1). */
  readonly openDialog: () => void;
  /** The dialog while it is open, else null; render it once (e.g. beside the button that opens it). */
  readonly dialog: ReactNode;
}

/**
 * A members-only dialog bound to state. Pass a `lazy()` component: useLazyDialog renders (so downloads) it only once
 * the member opens it, which keeps the shell's first route light, then keeps it mounted.
 */
export function useMemberOnlyDialog(Dialog: ComponentType<ShellDialogProps>): MemberOnlyDialogControl {
  const { user } = useSession();
  const { dialogs } = useSite();
  const [open, setOpen] = useState(false);
  const { mount, keep } = useLazyDialog();
  const openDialog = useCallback(() => {
    if (!user) return void dialogs.alert(shellMessages.loginRequired);
    mount();
    setOpen(true);
  }, [user, dialogs, mount]);
  const dialog = keep(createElement(Dialog, { open, onOpenChange: setOpen }));
  return { openDialog, dialog };
}
