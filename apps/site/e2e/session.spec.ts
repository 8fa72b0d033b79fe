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

test.describe('the spec\'s login and logout routes (issue 32)', () => {
  test('/auth/login is the login page and returns to where the member was going', async ({ page }) => {
    await openFresh(page, '/auth/login?redirect=%2Fmywallet');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await main.getByLabel('아이디').fill('demo01');
    await main.getByLabel('비밀번호').fill('demo1234');
    await main.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/mywallet$/);
  });

  test('a member asking for a partner page is sent to /auth/login', async ({ page }) => {
    await openFresh(page);
    await logIn(page);
    await page.goto('/partner/pt');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpartner%2Fpt$/);
    await expect(page.getByRole('main').getByText('파트너 관리는 파트너 계정으로 로그인해야 이용할 수 있습니다.')).toBeVisible();
  });

  test('/logout logs out: the stored session goes and the member lands on the home page', async ({ page }) => {
    await openFresh(page);
    await logIn(page);
    await expect(page.getByRole('banner').getByText('보유금액')).toBeVisible();
    await page.goto('/logout');
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
    await expect(page).toHaveURL(/\/(europe\?mtpt=\d+)?$/);
    expect(await page.evaluate(() => localStorage.getItem('betkit.session'))).toBeNull();
  });
});
