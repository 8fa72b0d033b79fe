import { createElement, lazy, Suspense, useCallback, useState } from 'react';
import type { ConversionKind } from '@betkit/domain';

// The dialog, its form and the history load on first use, so the member column stays light.
const PointCompDialogContainer = lazy(() => import('./pointsDialog'));

/** Which conversion dialog is open, and the dialog itself (render `dialog` once beside the strip). */
export function useWalletDialogs() {
  const [open, setOpen] = useState<ConversionKind | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const dialog = open
    ? createElement(Suspense, { fallback: null }, createElement(PointCompDialogContainer, { key: open, kind: open, onClose: close }))
    : null;
  return { openDialog: setOpen as (kind: ConversionKind) => void, dialog };
}
