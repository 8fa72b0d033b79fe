import { useEffect, useState } from 'react';

/** The time by `readClock` (stories fix it), re-read every `intervalMs` while `ticking`. */
export function useNow(readClock: () => number, intervalMs: number, ticking = true): number {
  const [now, setNow] = useState(readClock);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(readClock()), intervalMs);
    return () => clearInterval(timer);
  }, [readClock, intervalMs, ticking]);
  return now;
}
