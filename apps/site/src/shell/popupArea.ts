import { useLayoutEffect, useState, type RefObject } from 'react';
import type { PopupArea } from '@betkit/ui';
import { slipColumnWidth } from '@betkit/ui/theme';

/** The board pages' gap between the board and their own slip column (the theme's space.lg). */
const PAGE_GAP_PX = 24;

/** Popups never start higher than this: under the top bar and its gap, so the header stays usable. */
const TOP_BAR_CLEARANCE_PX = 80;

/** The narrowest area the popups are given (their own minimum width). */
const MIN_AREA_WIDTH_PX = 280;

/**
 * The desktop popups' area (spec 2: "stacked on PC"): the layout's centre column (`centre`, the page's main), less
 * the slip column a page brings beside its board where the layout shows none (`pageSlip`), so the sport search, the
 * slip and the member column stay free. Measured again when the column or the window changes size.
 */
export function useCentreColumnArea(centre: RefObject<HTMLElement | null>, pageSlip: boolean): PopupArea | undefined {
  const [area, setArea] = useState<PopupArea>();
  useLayoutEffect(() => {
    const element = centre.current;
    // A phone has no centre column: its popups are one block, where the area does not apply.
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const reserved = pageSlip ? Number.parseFloat(slipColumnWidth) + PAGE_GAP_PX : 0;
      setArea({
        left: Math.round(box.left),
        top: Math.round(Math.max(box.top, TOP_BAR_CLEARANCE_PX)),
        width: Math.round(Math.max(MIN_AREA_WIDTH_PX, box.width - reserved)),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [centre, pageSlip]);
  return area;
}
