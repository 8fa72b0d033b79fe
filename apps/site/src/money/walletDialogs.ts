import { createElement, lazy, Suspense, useCallback, useState } from 'react';
import type { ConversionKind } from '@betkit/domain';

// The dialog, its form and the history load on first use, so the member column stays light.
const PointCompDialogContainer = lazy(() => import('./pointsDialog'));

/**
 * Which conversion dialog is open, and the dialog itself (render `dialog` once beside the strip). Once opened it stays
 * mounted, closed, so closing it returns focus to the button that opened it.
 */
export function useWalletDialogs() {
  const [kind, setKind] = useState<ConversionKind | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = useCallback((next: ConversionKind) => {
    setKind(next);
    setOpen(true);
  }, []);
  const dialog = kind
    ? createElement(Suspense, { fallback: null }, createElement(PointCompDialogContainer, { key: kind, kind, open, onOpenChange: setOpen }))
    : null;
  return { openDialog, dialog };
}
