// Demo mode only (a lazy chunk): the in-browser backend, and a handle QA and the e2e journeys use to
// put a named scenario in front of it (`window.__betkitDemo.use('duplicateLogin')`).
import type { ApiClientOptions } from '@betkit/api';
import { startDemoWorker } from '@betkit/mocks/browser';
import { createScenarios, demoResponseStatus, type ScenarioName } from '@betkit/mocks';

/** What demo mode puts on `window` for QA tools and Playwright. */
export interface DemoHandle {
  /** Answers calls with a named scenario in front of the demo backend until `reset`. */
  use: (name: ScenarioName) => void;
  /** Back to the plain demo backend. */
  reset: () => void;
}

declare global {
  interface Window {
    __betkitDemo?: DemoHandle;
  }
}

/** Starts the demo backend; answers how the api client must read statuses from it. */
export async function startDemoMode(): Promise<Pick<ApiClientOptions, 'readStatus'>> {
  const worker = await startDemoWorker();
  // The worker cannot answer 600 (Fetch allows 200–599): its scenarios carry it in a header the client reads.
  const scenarios = createScenarios({ serviceWorker: true });
  window.__betkitDemo = {
    use: (name) => worker.use(...scenarios[name]),
    reset: () => worker.resetHandlers(),
  };
  return { readStatus: demoResponseStatus };
}
