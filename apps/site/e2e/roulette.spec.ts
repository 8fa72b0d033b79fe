// The roulette (issue 16; spec 2, 4, 7, 8 and 9): the desktop quick link '룰렛티켓' or the member panel's '룰렛' opens
// the dialog with the cards held; a spin takes one card, turns the wheel onto the prize the backend drew and then shows
// the result, the points and the card count follow; a wheel without cards shows the server's refusal.
import { expect, test, type Page } from './fixtures';
import { openAsMember, openFresh } from './helpers';

const desktop = (page: Page) => (page.viewportSize()?.width ?? 1920) > 767;

/** Opens the roulette: the top bar's quick link on a desktop, the member panel's button in the phone's sidebar. */
async function openRoulette(page: Page) {
  if (desktop(page)) {
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('button', { name: '룰렛티켓' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: '내 정보' }).click();
    await page.getByRole('dialog', { name: '내 정보' }).getByRole('button', { name: '룰렛' }).click();
  }
  const dialog = page.getByRole('dialog', { name: '룰렛' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the roulette', () => {
  test('a member spins the normal wheel: one card is used, the result shows after the spin, the points follow', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    await openAsMember(page, '/bet_result');
    const roulette = await openRoulette(page);
    await expect(roulette.getByRole('tab', { name: '일반 룰렛 (3장)' })).toHaveAttribute('aria-selected', 'true');
    const spins: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/card/choice')) spins.push(request.postDataJSON());
    });
    await roulette.getByRole('button', { name: '룰렛 돌리기' }).click();
    await roulette.getByRole('button', { name: '룰렛 돌리기' }).click();
    await expect(roulette.getByRole('status')).toHaveText('룰렛을 돌리고 있습니다.');
    // Spec 9: 2 s of spin, then 1 s before the result.
    await expect(roulette.getByRole('status')).toHaveText(/^(꽝! 다음 기회에 다시 도전해주세요\.|[\d,]+ 포인트가 적립되었습니다\.)$/);
    expect(spins).toEqual([{ memberId: expect.any(Number), couponType: 1 }]);
    await expect(roulette.getByRole('tab', { name: '일반 룰렛 (2장)' })).toBeVisible();
    await roulette.getByRole('button', { name: '닫기' }).click();
    await expect(roulette).toHaveCount(0);
  });

  test('the VIP wheel spins once with its one card; then it has none and the server\u2019s refusal shows', async ({ page }) => {
    await openAsMember(page, '/bet_result');
    const roulette = await openRoulette(page);
    await roulette.getByRole('tab', { name: 'VIP 룰렛 (1장)' }).click();
    await expect(roulette.getByRole('img', { name: 'VIP 룰렛 룰렛 판' })).toBeVisible();
    await roulette.getByRole('button', { name: '룰렛 돌리기' }).click();
    await expect(roulette.getByRole('status')).toHaveText(/포인트가 적립되었습니다\.|꽝!/);
    await expect(roulette.getByRole('tab', { name: 'VIP 룰렛 (0장)' })).toBeVisible();
    await roulette.getByRole('button', { name: '룰렛 돌리기' }).click();
    await expect(roulette.getByRole('status')).toHaveText('사용 가능한 룰렛 카드가 없습니다.');
    await page.keyboard.press('Escape');
    await expect(roulette).toHaveCount(0);
  });

  test('a guest\u2019s roulette ticket asks for the login', async ({ page }) => {
    await openFresh(page, '/bet_result');
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('button', { name: '룰렛티켓' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인 후 이용 가능합니다');
  });
});
