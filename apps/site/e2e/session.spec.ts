import { expect, test } from './fixtures';
import { logIn, openFresh, useScenario } from './helpers';

test.describe('the session', () => {
  test('a guest sees the login form and is asked to log in on /bet_result', async ({ page }) => {
    await openFresh(page, '/bet_result');
    await expect(page.getByRole('main').getByText('로그인 후 이용 가능합니다')).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('아이디').fill('demo01');
    await main.getByLabel('비밀번호').fill('demo1234');
    await main.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByText('로그인 후 이용 가능합니다')).toHaveCount(0);
  });

  test('closing the login dialog clears its form and goes home', async ({ page }) => {
    await openFresh(page, '/inplay');
    const login = page.getByRole('banner').getByRole('button', { name: '로그인' });
    await login.click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await dialog.getByLabel('아이디').fill('demo01');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Home: '/' on a phone; on desktop '/' lands on the europe board (spec).
    await expect(page).toHaveURL(/\/(europe\?mtpt=\d+)?$/);
    await login.click();
    await expect(dialog.getByLabel('아이디')).toHaveValue('');
  });

  test('a 555 answer logs the member out with its alert', async ({ page }) => {
    await openFresh(page);
    await logIn(page);
    await expect(page.getByRole('banner').getByText('보유금액')).toBeVisible();
    await useScenario(page, 'duplicateLogin');
    // The 5-second member refresh meets the 555.
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('다른기기에서 로그인되어 로그아웃 됩니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('betkit.session'))).toBeNull();
  });
});
