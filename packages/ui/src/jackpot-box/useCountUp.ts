import { useEffect, useState, useSyncExternalStore } from 'react';
import { countUpAmount } from '@betkit/domain';

/** How long the jackpot box counts from the old amount to the new one. */
export const COUNT_UP_MS = 1_200;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// The page-wide switch the theme's CSS honours as well (tests and screenshots set it on <html>).
const pageAsksForStillness = () => document.documentElement.dataset.reduceMotion === 'true';

function subscribeToMotion(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  media.addEventListener('change', onChange);
  const switchWatch = new MutationObserver(onChange);
  switchWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-reduce-motion'] });
  return () => {
    media.removeEventListener('change', onChange);
    switchWatch.disconnect();
  };
}

const motionIsReduced = () => window.matchMedia(REDUCED_MOTION_QUERY).matches || pageAsksForStillness();
// Server rendering has no count to run: the amount shows as it is.
const motionIsReducedOnServer = () => true;

/** True under `prefers-reduced-motion: reduce` or `data-reduce-motion="true"` on `<html>`. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, motionIsReduced, motionIsReducedOnServer);
}

interface Count {
  /** The amount the count started from (undefined: nothing was shown, so nothing to count from). */
  from: number | undefined;
  /** The amount it ends on. */
  to: number | undefined;
}

/**
 * The amount to show while `amount` changes: the first amount at once, then each new one counted up to from the amount
 * shown (domain's `countUpAmount`, over `durationMs`); under reduced motion every new amount shows at once.
 */
export function useCountUp(amount: number | undefined, durationMs = COUNT_UP_MS): number | undefined {
  const still = useReducedMotion();
  const [count, setCount] = useState<Count>({ from: amount, to: amount });
  const [elapsedMs, setElapsedMs] = useState(0);
  const shown = count.from !== undefined && count.to !== undefined ? countUpAmount(count.from, count.to, elapsedMs, durationMs) : count.to;
  const counting = shown !== count.to;

  if (amount !== count.to) {
    // A new amount counts on from what is shown now, so a count cut short by the next one never jumps back.
    setCount({ from: still || amount === undefined ? amount : shown, to: amount });
    setElapsedMs(0);
  } else if (counting && still) {
    // Motion was turned off mid-count: the count ends here, on the new amount.
    setCount({ from: count.to, to: count.to });
  }

  useEffect(() => {
    if (!counting) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (time: number) => {
      startedAt ??= time;
      const elapsed = time - startedAt;
      setElapsedMs(elapsed);
      if (elapsed < durationMs) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [counting, count, durationMs]);

  return shown;
}
