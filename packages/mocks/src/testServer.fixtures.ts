import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loginAsDemo } from './demoLogin';
import { createDemoServer } from './node';

/**
 * The demo backend for one test file at `baseUrl`: listening for the whole file, its state reset before each test,
 * and `as(userId)` for a logged-in client. `now` is read on every request, so a test may move its clock.
 */
export function demoServerForFile(baseUrl: string, now: () => Date) {
  const server = createDemoServer({ baseUrl, now });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => server.demo.store.reset());
  afterAll(() => server.close());
  return { server, as: (userId: string) => loginAsDemo(baseUrl, userId) };
}
