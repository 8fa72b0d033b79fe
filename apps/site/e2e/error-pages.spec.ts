import { expect, test } from './fixtures';
import { openAsMember, openFresh, useScenario } from './helpers';

test.describe('error actions in demo mode', () => {
  test('a 600 answer sends the member to the blank page', async ({ page }) => {
    await openAsMember(page, '/');
    await expect(page.getByRole('banner').getByText('보유금액')).toBeVisible();
    // The service worker cannot answer 600 itself: the scenario carries it in a header the demo client reads.
    await useScenario(page, 'blankPage');
    // The 5-second member refresh meets the 600.
    await expect(page).toHaveURL(/\/blank$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test("a server fault on a screen's first load shows the error page with its status and text", { tag: '@mobile' }, async ({ page }) => {
    await openFresh(page);
    // The home board has loaded before the scenario starts, so only the next screen meets it (a fresh demo
    // backend makes its data on this first call, which takes a while on a busy machine).
    await expect(page.getByRole('main').locator('article[data-fixture]').first()).toBeVisible();
    await useScenario(page, 'serviceUnavailable');
    // A phone reaches the in-play board through the menu drawer (the bottom bar is deposit, withdraw, cart, history, customer).
    if ((page.viewportSize()?.width ?? 1920) <= 767) await page.getByRole('banner').getByRole('button', { name: '메뉴' }).click();
    await page.getByRole('link', { name: '인플레이' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/inplay$/);
    // The in-play chunk, its failed call and the error page's own chunk load in turn.
    await expect(page.getByRole('heading', { level: 1, name: '오류가 발생했습니다.' })).toBeVisible();
    await expect(page.getByText('오류 코드 503')).toBeVisible();
    await expect(page.getByText('서비스 점검 중입니다. 잠시 후 다시 이용해주세요.')).toBeVisible();
    await expect(page.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  });
});
