import { useCallback, useMemo, useState } from 'react';
import { dismissPopup, popupContents, readPopupHides, popupPlacement, visiblePopups, type PopupDismissal, type PopupHides } from '@betkit/domain';
import type { PopupLayerItem } from '@betkit/ui';
import { useSite } from '../app/runtime';

/**
 * Of the popups GET /boardPopup sent (`list`), those to show now (popupStatus 0, not hidden), and the member's
 * dismissals, kept in localStorage by position.
 */
export function useSitePopups(list: unknown): { popups: PopupLayerItem[]; dismiss: (position: number, dismissal: PopupDismissal) => void } {
  const { now, stores } = useSite();
  const stored = stores.popupHides;
  const [hides, setHides] = useState<PopupHides>(() => readPopupHides(stored.get()));
  const popups = useMemo(
    () => visiblePopups(list, hides, now()).map(({ position, popup }) => ({ position, html: popupContents(popup), ...popupPlacement(popup) })),
    [list, hides, now],
  );
  const dismiss = useCallback(
    (position: number, dismissal: PopupDismissal) => {
      // Read storage again: another tab may have hidden a popup since this page loaded.
      const next = dismissPopup(readPopupHides(stored.get()), position, dismissal, now());
      stored.set(next);
      setHides(next);
    },
    [now, stored],
  );
  return { popups, dismiss };
}
