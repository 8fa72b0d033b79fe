import { setupWorker } from 'msw/browser';
import { createDemoBackend, type DemoBackendOptions } from './demo-backend';

/** Ends the current task: a tap or a frame waiting behind it goes first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the demo backend in the browser as an MSW service worker served from `workerUrl`; state lives in localStorage. */
export async function startDemoWorker(options: DemoBackendOptions & { workerUrl?: string } = {}) {
  const { workerUrl = '/mockServiceWorker.js', ...backendOptions } = options;
  const backend = createDemoBackend({ storage: window.localStorage, ...backendOptions });
  const worker = setupWorker(...backend.handlers);
  // The data is made in short tasks while the service worker registers, not in one long task on the first request.
  const prepared = backend.prepare(nextTask);
  await worker.start({ serviceWorker: { url: workerUrl }, onUnhandledFrame: 'bypass', quiet: true });
  await prepared;
  return worker;
}
