import { test as base } from '@playwright/test';
import type { E2eProjectMetadata } from './modes';

export { expect, type Page } from '@playwright/test';

/**
 * Playwright's `test`, with every journey starting from a fresh backend: in real-API mode the one demo backend
 * over HTTP is shared by all journeys, so its state is reset and any scenario a previous journey left is removed.
 * (Demo mode keeps the backend's state in each page's own storage; `openFresh` clears it.)
 */
export const test = base.extend<{ freshBackend: void }>({
  freshBackend: [
    async ({ request }, use, testInfo) => {
      const { apiUrl } = testInfo.project.metadata as E2eProjectMetadata;
      if (apiUrl) {
        for (const [method, path] of [['POST', '/__demo/reset'], ['DELETE', '/__demo/scenario']] as const) {
          const answer = await request.fetch(`${apiUrl}${path}`, { method, data: {} });
          if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
        }
      }
      await use();
    },
    { auto: true },
  ],
});
