import { setupWorker } from 'msw/browser';
import { createDemoHandlers, type DemoBackendOptions } from './demo-backend';

/** Starts the demo backend in the browser as an MSW service worker served from `workerUrl`; state lives in localStorage. */
export async function startDemoWorker(options: DemoBackendOptions & { workerUrl?: string } = {}) {
  const { workerUrl = '/mockServiceWorker.js', ...backend } = options;
  const worker = setupWorker(...createDemoHandlers({ storage: window.localStorage, ...backend }));
  await worker.start({ serviceWorker: { url: workerUrl }, onUnhandledFrame: 'bypass', quiet: true });
  return worker;
}
