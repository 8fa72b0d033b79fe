import { expect, test } from './fixtures';
import { logIn, openFresh } from './helpers';

test.describe('third-party games', () => {
  test('a member launches a casino game in a new window, without an opener', async ({ page }) => {
    await openFresh(page, '/casino');
    await logIn(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Evolution 게임 실행' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/demo-game\.html/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(popup.locator('body')).not.toBeEmpty();
  });

  test('a guest is asked to log in first', async ({ page }) => {
    await openFresh(page, '/casino');
    await page.getByRole('button', { name: 'Evolution 게임 실행' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인 후 이용해주세요.');
  });
});
