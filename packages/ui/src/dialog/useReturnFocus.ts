import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Returns focus to the control that had it when a controlled dialog opened. Radix Dialog returns
 * focus only to its own Trigger, so a dialog opened from state (confirm, odds change) would leave
 * focus on the page body. The Dialog wrapper applies it to every controlled dialog.
 */
export function useReturnFocus(open: boolean): void {
  const returnTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before radix's focus scope moves focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  // A passive effect runs after the focus trap's cleanup, which would otherwise pull focus back in.
  useEffect(() => {
    if (open) return;
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);
}
