import { setupServer } from 'msw/node';
import { createDemoHandlers, type DemoBackendOptions } from './handlers';

/** The demo backend for Node: unit tests of the api package and scripts. */
export function createDemoServer(options: DemoBackendOptions = {}) {
  return setupServer(...createDemoHandlers(options));
}
