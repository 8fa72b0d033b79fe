// The mobile header's drawers (issue 16, spec 2 mobile layout): the left menu and the member's right sidebar open,
// trap focus, close on Esc and on a followed link; the sidebar's refresh and clear-cookies answer in the message
// popup, and its external banners open in new tabs with noopener.
import { expect, test, type Page } from './fixtures';
import { logIn, openFresh } from './helpers';

const header = (page: Page) => page.getByRole('banner');

/** The drawer's box once its slide-in has finished. */
async function settledBox(drawer: ReturnType<Page['getByRole']>) {
  await drawer.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  return (await drawer.boundingBox())!;
}

// The drawers belong to the mobile layout (767 px or narrower); desktops have the top bar and the member column.
test.describe('the mobile drawers', { tag: '@mobile-only' }, () => {
  test('the menu drawer opens from the header, keeps focus inside, closes on Esc and on a followed link', async ({ page }) => {
    await openFresh(page, '/');
    const opener = header(page).getByRole('button', { name: '메뉴' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: '메뉴' });
    await expect(drawer).toBeVisible();
    const box = await settledBox(drawer);
    expect(box.x).toBe(0);
    expect(Math.round(box.width)).toBe(352);
    // Tab through more stops than the drawer has: focus stays inside it.
    for (let press = 0; press < 20; press += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await page.getByRole('dialog', { name: '메뉴' }).getByRole('navigation', { name: '게시판 메뉴' }).getByRole('link', { name: '잭팟' }).click();
    await expect(page.getByRole('dialog', { name: '메뉴' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/board\/jackpot$/);
  });

  test('a guest has no member drawer; a member\u2019s opens at 352 px with the menu, refresh, clear cookies and the banners', { tag: '@demo' }, async ({ page }) => {
    await openFresh(page, '/');
    await expect(header(page).getByRole('button', { name: '내 정보' })).toHaveCount(0);
    await logIn(page);
    await header(page).getByRole('button', { name: '내 정보' }).click();
    const drawer = page.getByRole('dialog', { name: '내 정보' });
    await expect(drawer).toBeVisible();
    const box = await settledBox(drawer);
    expect(Math.round(box.width)).toBe(352);
    expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
    await expect(drawer.getByText('행운의승부사')).toBeVisible();
    const menu = drawer.getByRole('navigation', { name: '회원 메뉴' });
    await expect(menu.getByRole('link')).toHaveText(['이벤트', '고객센터', '베팅내역', '쪽지함', '출석체크', '친구정산', '규정/공지']);
    await expect(menu.getByRole('link', { name: '친구정산' })).toHaveAttribute('href', '/recommender/pt');
    for (const banner of await drawer.getByRole('region', { name: '바로가기' }).locator('a[target="_blank"]').all()) {
      await expect(banner).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(drawer.getByRole('link', { name: '스포츠 중계 보기' })).toHaveAttribute('href', '/sportsboard');

    // Refresh: the member is read again, then the message popup; closing it any way leaves the drawer.
    const reread = page.waitForResponse((response) => /\/member\/\d+$/.test(new URL(response.url()).pathname));
    await drawer.getByRole('button', { name: '새로고침' }).click();
    await reread;
    const popup = page.getByRole('dialog', { name: '알림' });
    await expect(popup).toContainText('새로고침 되었습니다');
    await popup.getByRole('button', { name: '닫기', exact: true }).click();
    await expect(popup).toHaveCount(0);

    // Clear cookies: the site's cookies expire, then '삭제되었습니다.'; Esc closes the popup.
    await page.evaluate(() => {
      document.cookie = 'betkit_probe=1; path=/';
    });
    await drawer.getByRole('button', { name: '쿠키삭제' }).click();
    await expect(page.getByRole('dialog', { name: '알림' })).toContainText('삭제되었습니다.');
    expect(await page.evaluate(() => document.cookie)).not.toContain('betkit_probe');
    // Focus inside the popup: its Escape handler is attached (text can show a frame before, on a loaded machine).
    await expect(page.getByRole('dialog', { name: '알림' }).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '알림' })).toHaveCount(0);

    await page.getByRole('dialog', { name: '내 정보' }).getByRole('navigation', { name: '회원 메뉴' }).getByRole('link', { name: '규정/공지' }).click();
    await expect(page.getByRole('dialog', { name: '내 정보' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  });

  test('the site top notice scrolls under the header in 15 seconds, and stands still when motion is reduced', async ({ page }) => {
    await openFresh(page, '/');
    const notice = page.getByRole('region', { name: '사이트 공지' });
    await expect(notice).toContainText('벳킷에 오신 것을 환영합니다');
    const moving = notice.locator('[aria-hidden="true"]');
    expect(await moving.evaluate((node) => node.getAnimations()[0]?.effect?.getTiming().duration)).toBe(15_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(moving).toBeHidden();
    await expect(notice.locator(':scope > span:not([aria-hidden])')).toBeVisible();
  });
});
