import { setupServer } from 'msw/node';
import { createDemoBackend, type DemoBackendOptions } from './demo-backend';

/** The demo backend for Node: unit tests of the api package and scripts. `server.demo.store` reads its state. */
export function createDemoServer(options: DemoBackendOptions = {}) {
  const demo = createDemoBackend(options);
  return Object.assign(setupServer(...demo.handlers), { demo });
}
