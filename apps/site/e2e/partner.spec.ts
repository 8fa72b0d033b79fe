// The partner area (issue 36; spec 2 the partner routes and layout, 4 the partner logout, 5 the partner guard):
// partner01's way through its pages from the menu, and its logout, in real-API mode.
import { expect, test } from './fixtures';
import { openAsMember } from './helpers';

test.describe('the partner area', () => {
  test('partner01 sees its nickname and contract percent and opens its dashboard from the menu', { tag: '@mobile' }, async ({ page }) => {
    await openAsMember(page, '/partner', 'partner01');
    await expect(page).toHaveURL(/\/partner\/pt$/);
    const header = page.getByRole('banner');
    await expect(header.getByText('대박총판')).toBeVisible();
    // Spec 2: the contract percent is the first non-empty of management targets 3, 2, 1 (partner01: 40, –, –).
    await expect(header.getByText('계약 요율 40%')).toBeVisible();
    const menu = page.getByRole('navigation', { name: '파트너 메뉴' });
    await menu.getByRole('link', { name: '파트너 현황' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '파트너 현황' })).toBeVisible();
  });

  test('logout reloads the page and lands logged out', async ({ page }) => {
    await openAsMember(page, '/partner/pt', 'partner01');
    await expect(page.getByRole('heading', { level: 1, name: '파트너 현황' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await reloaded;
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
    await expect(page).toHaveURL(/\/(europe\?mtpt=\d+)?$/);
    expect(await page.evaluate(() => localStorage.getItem('betkit.session'))).toBeNull();
  });
});
