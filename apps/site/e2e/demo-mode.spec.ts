import { expect, test } from './fixtures';

// Demo mode only: the in-browser backend (a service worker) answers, with its banner and its reset.
test.describe('a visitor opening the site without a backend', () => {
  test('sees that the demo backend answers', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/^데모( 모드)?$/)).toBeVisible();
    await expect(page.getByText('데모 서버가 응답하고 있습니다.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/mockServiceWorker\.js$/);
  });

  test('resets the demo data through the global confirm and alert', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '데모 데이터 초기화' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('처음 상태로 되돌리시겠습니까?');
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('데모 데이터를 초기화했습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
