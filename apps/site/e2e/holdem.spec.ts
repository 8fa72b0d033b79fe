// Holdem entry (issue 16, spec 4, 7 and 8): the holdem tab of the top bar (or the phone's menu drawer) asks a guest to
// log in, refuses a member without permission and while holdem is under maintenance, and for a member with
// permission creates the provider account once and opens the game in a new window with no way back to the site.
import { expect, test, type Page } from './fixtures';
import { openAsMember, openFresh, useScenario } from './helpers';

/** Presses the holdem tab: the top bar's, or the one in the phone's menu drawer. */
async function pressHoldem(page: Page) {
  if ((page.viewportSize()?.width ?? 1920) <= 767) {
    await page.getByRole('banner').getByRole('button', { name: '메뉴' }).click();
    await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: '홀덤' }).click();
    return;
  }
  await page.getByRole('navigation', { name: '주 메뉴' }).filter({ visible: true }).getByRole('button', { name: '홀덤' }).click();
}

async function alertSays(page: Page, text: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toHaveCount(0);
}

test.describe('holdem entry', () => {
  test('a guest is asked to log in, then the login dialog opens', { tag: '@mobile' }, async ({ page }) => {
    await openFresh(page, '/bet_result');
    await pressHoldem(page);
    await alertSays(page, '로그인 후 이용 가능합니다');
    await expect(page.getByRole('dialog', { name: '로그인' })).toBeVisible();
  });

  test('a member with permission gets the account created once and the game in a new window, without an opener', { tag: ['@mobile', '@demo'] }, async ({ page, context }) => {
    await openAsMember(page, '/bet_result');
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/revolution/') || pathname.includes('/revolution/')) calls.push(pathname.slice(pathname.indexOf('/revolution/')));
    });
    const opened = context.waitForEvent('page');
    await pressHoldem(page);
    const game = await opened;
    await expect(game).toHaveURL(/provider=revolution/);
    expect(await game.evaluate(() => window.opener)).toBeNull();
    expect(calls).toEqual(['/revolution/user/create', '/revolution/game/link']);
    await game.close();

    // The member's record now has the provider account: the second entry only asks for the link.
    await expect.poll(async () => {
      const again = context.waitForEvent('page');
      calls.length = 0;
      await pressHoldem(page);
      const second = await again;
      await second.close();
      return calls;
    }).toEqual(['/revolution/game/link']);
  });

  test('a member without permission is refused before any window opens', async ({ page, context }) => {
    await openAsMember(page, '/bet_result', 'member03');
    let windows = 0;
    context.on('page', () => (windows += 1));
    await pressHoldem(page);
    await alertSays(page, '레볼루션 이용 불가 회원입니다.');
    expect(windows).toBe(0);
  });

  test('while holdem is under maintenance the entry says so, reading the flag at the press (issue 32)', async ({ page, context }) => {
    await openAsMember(page, '/bet_result');
    // The site's copy of the settings still says no maintenance: only a read at the press sees the flag.
    await useScenario(page, 'holdemMaintenance');
    let windows = 0;
    context.on('page', () => (windows += 1));
    await pressHoldem(page);
    await alertSays(page, '레볼루션 홀덤은 현재 점검중입니다.');
    expect(windows).toBe(0);
  });
});
