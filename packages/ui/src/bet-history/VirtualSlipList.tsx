import { useCallback, useRef, type FocusEvent, type ReactNode } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { HistorySlip } from '@betkit/domain';
import * as styles from './BetHistoryTable.css';
import { useIsMobile } from '../internal/useMediaQuery';

/** Space between two slips, in px (the virtualiser's gap, so it is part of the measured layout). */
const SLIP_GAP = 12;

// First guesses of a slip's height before it is measured, from its leg count; measured heights replace them.
const desktopHeight = { base: 116, perLeg: 38 };
const mobileHeight = { base: 150, perLeg: 104 };

/** A slip's height before it is measured: fixed parts plus one row (desktop) or card (phone) per leg. */
export function estimateSlipHeight(legCount: number, mobile: boolean): number {
  const { base, perLeg } = mobile ? mobileHeight : desktopHeight;
  return base + perLeg * Math.max(1, legCount);
}

export interface VirtualSlipListProps {
  /** Every slip of the list (up to the bulk limit of 10,000). */
  slips: readonly HistorySlip[];
  /** Renders one slip; called only for the slips in or near the viewport. */
  renderSlip: (slip: HistorySlip) => ReactNode;
  /** Accessible name of the scrolling region. */
  label: string;
}

/**
 * A list that fills its parent's height and mounts only the slips in view (plus one either side).
 * Slips of 1–4 legs differ in height, so each mounted slip is measured (ResizeObserver) and the
 * estimate by leg count only places the ones not yet seen.
 */
export function VirtualSlipList({ slips, renderSlip, label }: VirtualSlipListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const mobile = useIsMobile();
  // Stable per list: a new getItemKey makes the virtualiser recompute every slip's position.
  const getItemKey = useCallback((index: number) => slips[index]?.[0].id ?? index, [slips]);
  const estimateSize = useCallback(
    (index: number) => estimateSlipHeight(slips[index]?.length ?? 1, mobile),
    [slips, mobile],
  );
  // The slip holding keyboard focus stays mounted when scrolled away, so focus is never dropped to the page.
  const focusedIndex = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const trackFocus = (event: FocusEvent<HTMLDivElement>) => {
    const item = event.target.closest<HTMLElement>('[data-index]');
    focusedIndex.current = item === null ? null : Number(item.dataset.index);
  };
  const releaseFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedIndex.current = null;
  };
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders its list itself.
  const virtualizer = useVirtualizer({
    count: slips.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    // One slip either side: a phone slip is up to ~500 px, so more would only add DOM nodes.
    overscan: 1,
    rangeExtractor,
    gap: SLIP_GAP,
    // React 19 warns about flushSync inside effects; a frame of delay while scrolling is invisible here.
    useFlushSync: false,
  });
  return (
    // A scrolling region must be reachable by keyboard so it can be scrolled with the arrow keys.
    <div
      ref={scrollRef}
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={label}
      onFocus={trackFocus}
      onBlur={releaseFocus}
    >
      <div className={styles.sizer} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const slip = slips[item.index];
          return slip === undefined ? null : (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={styles.virtualItem}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderSlip(slip)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
