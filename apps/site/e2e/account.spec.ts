// The member dialogs (issue 16, spec 2 "Member dialogs"): the user-info dialog from the desktop top bar, my page from
// it or from the mobile header, the my-page password change (spec 5 and 8: blanks refused, the server's refusal shown,
// success logs the member out to log in with the new password) and the alert settings saved across a reload.
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, openAsMember } from './helpers';

const desktop = (page: Page) => (page.viewportSize()?.width ?? 1920) > 767;
const header = (page: Page) => page.getByRole('banner');

/** Opens my page the way the layout offers it: the user-info dialog's password change, or the mobile header's icon. */
async function openMyPage(page: Page) {
  if (desktop(page)) {
    await header(page).getByRole('button', { name: '행운의승부사' }).click();
    await page.getByRole('dialog', { name: '회원 정보' }).getByRole('button', { name: '비밀번호 변경' }).click();
  } else {
    await header(page).getByRole('button', { name: '마이페이지' }).click();
  }
  const dialog = page.getByRole('dialog', { name: '마이페이지' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logInWith(page: Page, password: string) {
  await header(page).getByRole('button', { name: '로그인' }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디').fill('demo01');
  await dialog.getByLabel('비밀번호').fill(password);
  await dialog.getByRole('button', { name: '로그인' }).click();
  return dialog;
}

test.describe('the member dialogs', () => {
  test('my page changes the password: blanks and a wrong current password are refused, success logs out, the new one logs in', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    await openAsMember(page, '/');
    const myPage = await openMyPage(page);
    await expect(myPage.getByText('demo01', { exact: true })).toBeVisible();
    await expect(myPage.getByRole('button', { name: '파트너 관리' })).toHaveCount(0);
    const form = myPage.getByRole('form', { name: '비밀번호 변경' });
    if (desktop(page)) await expect(form.getByLabel('현재 비밀번호')).toBeFocused();

    await form.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(form.getByText('비밀번호를 확인해주세요')).toHaveCount(3);

    const puts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.includes('/member/change-password/')) puts.push(request.postDataJSON());
    });
    await form.getByLabel('현재 비밀번호').fill('not-mine');
    await form.getByLabel(/^새 비밀번호(?! 확인)/).fill('next5678');
    await form.getByLabel('새 비밀번호 확인').fill('next5678');
    await form.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(form.getByRole('status')).toHaveText('현재 비밀번호가 일치하지 않습니다.');
    await expect(form.getByLabel('현재 비밀번호')).toHaveValue('');

    await form.getByLabel('현재 비밀번호').fill(DEMO_PASSWORD);
    await form.getByLabel(/^새 비밀번호(?! 확인)/).fill('next5678');
    await form.getByLabel('새 비밀번호 확인').fill('next5678');
    await form.getByRole('button', { name: '비밀번호 변경' }).dblclick();
    const popup = page.getByRole('dialog').filter({ hasText: '비밀번호가 변경되었습니다. 다시 로그인해주세요.' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: '닫기' }).first().click();
    await expect(header(page).getByRole('button', { name: '로그인' })).toBeVisible();
    expect(puts).toEqual([
      { oldPassword: 'not-mine', password: 'next5678' },
      { oldPassword: DEMO_PASSWORD, password: 'next5678' },
    ]);

    const refused = await logInWith(page, DEMO_PASSWORD);
    await expect(refused.getByRole('alert').or(refused.getByRole('status')).first()).toBeVisible();
    await refused.getByLabel('비밀번호').fill('next5678');
    await refused.getByRole('button', { name: '로그인' }).click();
    await expect(refused).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: '로그인' })).toHaveCount(0);
  });

  test('my page saves the alert settings with its confirm button, and they are read back after a reload', { tag: '@mobile' }, async ({ page }) => {
    await openAsMember(page, '/');
    let myPage = await openMyPage(page);
    const alerts = () => myPage.getByRole('form', { name: '알림 설정' });
    await expect(alerts().getByRole('switch', { name: '입금 승인 알림' })).toBeChecked();
    await alerts().getByRole('switch', { name: '입금 승인 알림' }).uncheck();
    const saved = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/member/updateAlert'));
    await alerts().getByRole('button', { name: '확인' }).click();
    expect((await saved).postDataJSON()).toEqual({ alertMessageFlag: true, alertCustomerFlag: true, alertDepositFlag: false, alertWithdrawFlag: true });
    await expect(alerts().getByRole('status')).toHaveText('알림 설정을 저장했습니다.');

    await page.reload();
    myPage = await openMyPage(page);
    await expect(alerts().getByRole('switch', { name: '입금 승인 알림' })).not.toBeChecked();
    await expect(alerts().getByRole('switch', { name: '새 쪽지 알림' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(myPage).toHaveCount(0);
  });

  test('the user-info dialog (desktop top bar): balances, the five links with their routes, a link followed closes it', async ({ page }) => {
    await openAsMember(page, '/');
    const opener = header(page).getByRole('button', { name: '행운의승부사' });
    await opener.click();
    const info = page.getByRole('dialog', { name: '회원 정보' });
    await expect(info.getByText('₩1,287,500')).toBeVisible();
    const links = info.getByRole('navigation', { name: '회원 메뉴' }).getByRole('link');
    await expect(links).toHaveText(['쪽지함', '베팅내역', '공지사항', '고객센터', '출석체크']);
    await expect(links.nth(2)).toHaveAttribute('href', '/board/notice');
    await page.keyboard.press('Escape');
    await expect(info).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await info.getByRole('link', { name: '출석체크' }).click();
    await expect(info).toHaveCount(0);
    await expect(page).toHaveURL(/\/attendance$/);

    await opener.click();
    await info.getByRole('button', { name: '로그아웃' }).click();
    await expect(info).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: '로그인' })).toBeVisible();
  });

  test('the mobile header: the points icon opens the point dialog, the sidebar\u2019s profile opens my page', { tag: '@mobile-only' }, async ({ page }) => {
    await openAsMember(page, '/');
    await header(page).getByRole('button', { name: '포인트' }).click();
    const points = page.getByRole('dialog', { name: /포인트/ });
    await expect(points).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(points).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: '포인트' })).toBeFocused();

    await header(page).getByRole('button', { name: '내 정보' }).click();
    await page.getByRole('dialog', { name: '내 정보' }).getByRole('button', { name: '프로필' }).click();
    await expect(page.getByRole('dialog', { name: '내 정보' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: '마이페이지' })).toBeVisible();
  });
});
