import { expect, test } from './fixtures';
import { e2eMode, logIn, openFresh } from './helpers';

// Real-API mode only (the api-* projects): the built site reads config.json and talks to the demo backend over HTTP.
test.describe('the built site against an API over HTTP', () => {
  test('calls the configured API origin, with no service worker and no demo code', async ({ page }) => {
    const { apiUrl } = e2eMode();
    expect(apiUrl, 'this journey runs in the api-* projects').toBeTruthy();
    const apiCalls: string[] = [];
    const siteFiles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === apiUrl) apiCalls.push(url.pathname);
      else siteFiles.push(url.pathname);
    });
    await openFresh(page);
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(apiCalls).toContain('/auth/login');
    // By the file's name, not its content hash (a hash such as `C_msWho9` spells msw too).
    expect(siteFiles.filter((file) => /\/(mockServiceWorker|msw)[-.][^/]*$/i.test(file))).toEqual([]);
    await expect(page.getByText(/^데모( 모드)?$/)).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0)).toBe(0);
  });

  test("keeps the member's session and the server's state across a reload", async ({ page }) => {
    await openFresh(page, '/bet_result');
    await logIn(page);
    const balance = page.getByRole('banner').getByText(/₩[\d,]+/).first();
    await expect(balance).toBeVisible();
    const before = await balance.textContent();
    await page.reload();
    // Only a logged-in member's header shows a balance: the token survived the reload and the server still knows it.
    await expect(page.getByRole('banner').getByText(/₩[\d,]+/).first()).toHaveText(before!);
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toHaveCount(0);
  });
});
