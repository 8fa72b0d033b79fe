// Demo mode only (a lazy chunk): the in-browser backend, and a handle QA and the e2e journeys use to
// put a named scenario in front of it (`window.__betkitDemo.use('duplicateLogin')`).
import { startDemoWorker } from '@betkit/mocks/browser';
import { createScenarios, type ScenarioName } from '@betkit/mocks';

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

export async function startDemoMode(): Promise<void> {
  const worker = await startDemoWorker();
  const scenarios = createScenarios();
  window.__betkitDemo = {
    use: (name) => worker.use(...scenarios[name]),
    reset: () => worker.resetHandlers(),
  };
}
