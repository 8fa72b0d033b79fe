import { useCallback, useEffect, useRef, useState } from 'react';
import { announcementDelay } from './priceMovement';

/** One thing the live region says; the id changes even when the words repeat, so it is read again. */
export interface Announcement {
  /** Increases with every announcement. */
  readonly id: number;
  /** The words read. */
  readonly text: string;
}

export interface ThrottledAnnouncementOptions {
  /** The shortest time between two announcements, in ms. */
  intervalMs: number;
  /** The words for a number of distinct things that changed since the last announcement. */
  format: (count: number) => string;
}

export interface ThrottledAnnouncementState {
  /** The latest announcement, or null before the first. */
  announcement: Announcement | null;
  /** Reports things (by id) that changed; they are counted once each until the next announcement. */
  report: (ids: readonly string[]) => void;
}

/**
 * Collects changes and announces their count at most once per `intervalMs`: the first change is read
 * at once, later ones wait for the interval and are summed ('3개 배당이 변경되었습니다').
 */
export function useThrottledAnnouncement({ intervalMs, format }: ThrottledAnnouncementOptions): ThrottledAnnouncementState {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const pending = useRef(new Set<string>());
  const lastAnnouncedAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formatRef = useRef(format);
  useEffect(() => {
    formatRef.current = format;
  }, [format]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const report = useCallback(
    (ids: readonly string[]) => {
      if (ids.length === 0) return;
      for (const id of ids) pending.current.add(id);
      if (timer.current !== null) return;
      const flush = () => {
        timer.current = null;
        const count = pending.current.size;
        pending.current = new Set();
        lastAnnouncedAt.current = performance.now();
        setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text: formatRef.current(count) }));
      };
      // Even the first announcement goes through a timer, so a burst of updates in one frame is read once.
      timer.current = setTimeout(flush, announcementDelay(lastAnnouncedAt.current, performance.now(), intervalMs));
    },
    [intervalMs],
  );

  return { announcement, report };
}
