// The recommender area (issue 36; spec 2 the recommender tabs on a light theme, 4 the recommender logout):
// recommender01 moves through its five tabs, changes the period, and logs out, in real-API mode.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAsMember } from './helpers';

/** Follows '친구정산' the way a member finds it: the top bar's quick links, or on the phone the member sidebar's menu (spec 2). */
async function followFriendSettlement(page: Page) {
  if ((page.viewportSize()?.width ?? 1920) > 767) {
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '친구정산' }).click();
    return;
  }
  await page.getByRole('banner').getByRole('button', { name: '내 정보' }).click();
  await page.getByRole('dialog', { name: '내 정보' }).getByRole('navigation', { name: '회원 메뉴' }).getByRole('link', { name: '친구정산' }).click();
}

test.describe('the recommender area', () => {
  test('recommender01 follows 친구정산, moves through the five tabs and changes the period; logout reloads and lands logged out', { tag: '@mobile' }, async ({ page }) => {
    await openAsMember(page, '/', 'recommender01');
    await followFriendSettlement(page);
    await expect(page).toHaveURL(/\/recommender\/pt$/);
    await expect(page.getByRole('banner').getByText('추천왕')).toBeVisible();
    await expect(page.getByRole('region', { name: '루징 정산 내역' })).toBeVisible();

    const tabs = page.getByRole('navigation', { name: '추천인 메뉴' });
    for (const [name, segment] of [
      ['회원', 'member'],
      ['입금', 'deposit'],
      ['출금', 'withdraw'],
      ['정산 로그', 'calc'],
      ['루징 정산', 'pt'],
    ] as const) {
      await tabs.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/recommender/${segment}$`));
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // The tab's read has answered: the losing figures, or a list's row count.
      await expect(segment === 'pt' ? page.getByRole('region', { name: '루징 정산 내역' }) : page.getByText(/^총 [\d,]+건$/)).toBeVisible();
    }

    // The period goes into the URL and the tab reads it: the members of the last 7 days.
    await tabs.getByRole('link', { name: '회원' }).click();
    const applied = page.getByText(/^적용 기간/);
    const before = await applied.textContent();
    await page.getByRole('radio', { name: '7일' }).click();
    await expect(page).toHaveURL(/\/recommender\/member\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(applied).not.toHaveText(before ?? '');
    await expect(page.getByText(/^총 [\d,]+건$/)).toBeVisible();

    // Spec 4: the recommender's logout reloads the page.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await reloaded;
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('betkit.session'))).toBeNull();
  });
});
