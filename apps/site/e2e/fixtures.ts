import { test as base } from '@playwright/test';
import type { E2eProjectMetadata } from './modes';

export { expect, type Page } from '@playwright/test';

/** The site's popup hides (apps/site/src/app/stores.ts), by position. */
export const POPUP_HIDES_KEY = 'betkit.popup-hides';
/** Every popup position hidden for good, as after a member chose "don't open today" on each for years. */
export const EVERY_POPUP_SEEN = JSON.stringify(
  Object.fromEntries(Array.from({ length: 20 }, (_, position) => [position, { popupFlg: false, notShowingexpireTime: '2099-12-31 23:59:59' }])),
);

/** Resets the demo backend over HTTP and removes any scenario a previous journey (or a suite's set-up) left. */
export async function resetBackend(
  apiUrl: string,
  send: (url: string, method: 'POST' | 'DELETE') => Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>,
) {
  for (const [method, path] of [['POST', '/__demo/reset'], ['DELETE', '/__demo/scenario']] as const) {
    const answer = await send(`${apiUrl}${path}`, method);
    if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
  }
}

/**
 * Playwright's `test`, with every journey starting from a fresh backend: in real-API mode the one demo backend
 * over HTTP is shared by all journeys, so its state is reset and any scenario a previous journey left is removed.
 * (Demo mode keeps the backend's state in each page's own storage; `openFresh` clears it.)
 * The site popups lie over every screen: journeys start with them hidden, as for a member who has seen them,
 * except those that set `test.use({ sitePopups: 'shown' })`.
 */
export const test = base.extend<{ freshBackend: void; sitePopups: 'seen' | 'shown' }>({
  sitePopups: ['seen', { option: true }],
  context: async ({ context, sitePopups }, provide) => {
    if (sitePopups === 'seen') {
      // Before the site's scripts on every load, so a journey that clears storage still starts without popups.
      await context.addInitScript(
        ({ key, hides }) => {
          try {
            if (!localStorage.getItem(key)) localStorage.setItem(key, hides);
          } catch {
            // An opaque origin (about:blank) has no storage.
          }
        },
        { key: POPUP_HIDES_KEY, hides: EVERY_POPUP_SEEN },
      );
    }
    await provide(context);
  },
  freshBackend: [
    async ({ request }, use, testInfo) => {
      const { apiUrl } = testInfo.project.metadata as E2eProjectMetadata;
      if (apiUrl) {
        await resetBackend(apiUrl, (url, method) => request.fetch(url, { method, data: {} }));
      }
      await use();
    },
    { auto: true },
  ],
});
