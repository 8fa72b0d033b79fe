// Demo mode only (a lazy chunk): the in-browser backend, and a handle QA and the e2e journeys use to
// put a named scenario in front of it (`window.__betkitDemo.use('duplicateLogin')`).
import type { ApiClientOptions } from '@betkit/api';
import { startDemoWorker } from '@betkit/mocks/browser';
import { demoResponseStatus, type ScenarioName, type Scenarios } from '@betkit/mocks';

/** What demo mode puts on `window` for QA tools and Playwright, once its backend has started (the site paints before). */
export interface DemoHandle {
  /** Answers calls with a named scenario in front of the demo backend until `reset`; settles once it is in front. */
  use: (name: ScenarioName) => Promise<void>;
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
  // Loaded and made on the first `use`, not at boot: building every scenario's handlers took ~150 ms of the page's first second.
  let scenarios: Promise<Scenarios> | undefined;
  window.__betkitDemo = {
    // The worker cannot answer 600 (Fetch allows 200–599): its scenarios carry it in a header the client reads.
    use: async (name) => {
      scenarios ??= import('./demoScenarios').then(({ createScenarios }) => createScenarios({ serviceWorker: true }));
      worker.use(...(await scenarios)[name]);
    },
    reset: () => worker.resetHandlers(),
  };
  return { readStatus: demoResponseStatus };
}
