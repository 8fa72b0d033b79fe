import { useEffect, useRef } from 'react';
import { pricesChangedMessage } from './labels';
import { movedPriceIds } from './priceMovement';
import { useThrottledAnnouncement } from './useThrottledAnnouncement';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** Default shortest time between two announcements: often enough to follow a match, rarely enough to listen. */
export const PRICE_ANNOUNCEMENT_INTERVAL_MS = 5000;

export interface PriceAnnouncerProps {
  /** The board's current prices by odds id; a change between renders is a move. */
  prices: Readonly<Record<string, number>>;
  /** The shortest time between two announcements, in ms. */
  intervalMs?: number;
  /** The words for a number of moved prices. */
  message?: (count: number) => string;
}

/**
 * A polite live region that sums up moving prices for screen readers ('3개 배당이 변경되었습니다'),
 * at most once per interval, so a live board does not talk over everything else.
 */
export function PriceAnnouncer({
  prices,
  intervalMs = PRICE_ANNOUNCEMENT_INTERVAL_MS,
  message = pricesChangedMessage,
}: PriceAnnouncerProps) {
  const { announcement, report } = useThrottledAnnouncement({ intervalMs, format: message });
  const previous = useRef(prices);
  useEffect(() => {
    report(movedPriceIds(previous.current, prices));
    previous.current = prices;
  }, [prices, report]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
    </VisuallyHidden>
  );
}
