import { useEffect, useRef, useState } from 'react';

/**
 * A desktop frame drawer (the sport rail, the member column below 1352 px) as a disclosure: its handle toggles it; Esc
 * closes it (focus back on the handle when it was inside); a new `closeKey` (the site passes its location's key)
 * closes it by itself, as it remembers the key it was opened at. Not a modal: the page stays usable beside it.
 */
export function useFrameDrawer(closeKey: string) {
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === closeKey;
  const handleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (panelRef.current?.contains(document.activeElement)) handleRef.current?.focus();
      setOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const toggle = () => setOpenedAt(open ? null : closeKey);
  return { open, toggle, handleRef, panelRef };
}
