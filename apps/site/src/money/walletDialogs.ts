import { createElement, lazy, useCallback, useState } from 'react';
import type { ConversionKind } from '@betkit/domain';
import { useLazyDialog } from '../app/useLazyDialog';

// The dialog, its form and the history load on first use, so the member column stays light.
const PointCompDialogContainer = lazy(() => import('./pointsDialog'));

/**
 * Which conversion dialog is open, and the dialog itself (render `dialog` once beside the strip), kept by useLazyDialog.
 */
export function useWalletDialogs() {
  const [kind, setKind] = useState<ConversionKind | null>(null);
  const [open, setOpen] = useState(false);
  const { mount, keep } = useLazyDialog();
  const openDialog = useCallback(
    (next: ConversionKind) => {
      mount();
      setKind(next);
      setOpen(true);
    },
    [mount],
  );
  const dialog = keep(kind ? createElement(PointCompDialogContainer, { key: kind, kind, open, onOpenChange: setOpen }) : null);
  return { openDialog, dialog };
}
