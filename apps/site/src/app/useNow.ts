import { useNow as useTicking } from '@betkit/ui';
import { useSite } from './runtime';

/** How often the clock is re-read: cancel windows close and games start while a page is open. */
export const CLOCK_TICK_MS = 15_000;

/** The current time by the site's clock (stories fix it), re-read every `CLOCK_TICK_MS`. */
export function useNow(): number {
  return useTicking(useSite().now, CLOCK_TICK_MS);
}
