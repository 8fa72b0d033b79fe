// The first screen's settling: work that must not compete with its bytes (the web font) waits until the page has
// loaded, no api call is in flight and nothing has been fetched for a moment; demo mode's backend waits for the first paint.

/** How long the network must stay quiet before the first screen counts as settled. */
const QUIET_MS = 300;
/** Not in spec: deferred work starts this long after boot at the latest, so a slow call or a poll never keeps it away. */
const LATEST_MS = 8_000;
const CHECK_EVERY_MS = 100;
/** Not in spec: work that waits for the first paint starts this long after it was asked at the latest. */
const FIRST_PAINT_LATEST_MS = 1_000;

let callsInFlight = 0;

/** `fetchCall` counted while it runs, so the first screen is not settled while an api call is out. */
export function countingCalls(fetchCall: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    callsInFlight += 1;
    try {
      return await fetchCall(input, init);
    } finally {
      callsInFlight -= 1;
    }
  };
}

/** Runs `task` once the first screen has settled: the page loaded, no call in flight and QUIET_MS without a fetch. */
export function afterFirstScreen(task: () => void): void {
  const latest = performance.now() + LATEST_MS;
  const check = () => {
    const now = performance.now();
    const lastFetchEnd = Math.max(0, ...performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd));
    const settled = document.readyState === 'complete' && callsInFlight === 0 && now - lastFetchEnd >= QUIET_MS;
    if (settled || now >= latest) task();
    else setTimeout(check, CHECK_EVERY_MS);
  };
  check();
}

/** Resolves once the page's first contentful paint has happened (or after a second, for a browser that reports none). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
    setTimeout(resolve, FIRST_PAINT_LATEST_MS);
  });
}
