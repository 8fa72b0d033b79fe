// The desktop chrome (issue 16, spec 2): the top bar's quick links, the right floating tab bar and the jackpot box.
import { formatWon } from '@betkit/domain';
import { expect, test, type Page } from './fixtures';
import { e2eMode, openAsMember, openFresh } from './helpers';

const quickLinks = (page: Page) => page.getByRole('navigation', { name: '바로가기' });
const floatingTabs = (page: Page) => page.getByRole('navigation', { name: '빠른 메뉴' });

// The quick links, floating tabs and the jackpot box are the desktop layout's (untagged: not in the phone projects).
test.describe('the desktop chrome', () => {
  test('the quick links name the spec\u2019s shortcuts; a guest\u2019s deposit asks for the login; clear cookies answers in the message popup', async ({ page }) => {
    await openFresh(page, '/bet_result');
    const links = quickLinks(page);
    await expect(links.getByRole('listitem')).toHaveText(['입금신청', '출금신청', '고객센터', '출석체크', '룰렛티켓', '쪽지함', '친구정산', '규정/공지', '쿠키삭제']);
    await links.getByRole('button', { name: '입금신청' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('로그인 후 이용 가능합니다');
    await alert.getByRole('button', { name: '확인' }).click();

    await page.evaluate(() => {
      document.cookie = 'betkit_probe=1; path=/';
    });
    await links.getByRole('button', { name: '쿠키삭제' }).click();
    const popup = page.getByRole('dialog', { name: '알림' });
    await expect(popup).toContainText('삭제되었습니다.');
    expect(await page.evaluate(() => document.cookie)).not.toContain('betkit_probe');
    await popup.getByRole('button', { name: '팝업 닫기' }).click();
    await expect(popup).toHaveCount(0);

    await links.getByRole('link', { name: '출석체크' }).click();
    await expect(page).toHaveURL(/\/attendance$/);
  });

  test('a member\u2019s deposit link opens the deposit dialog; the floating tabs open the outside links in new tabs with noopener', async ({ page }) => {
    await openAsMember(page, '/bet_result');
    await quickLinks(page).getByRole('button', { name: '입금신청' }).click();
    await expect(page.getByRole('dialog', { name: '입금신청' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '입금신청' })).toHaveCount(0);

    const tabs = floatingTabs(page);
    await expect(tabs.getByRole('listitem')).toHaveText(['베팅규정', '대체 도메인', '입금신청', '출금신청', '베팅결과', '자주 묻는 질문', '메신저 상담']);
    for (const name of ['대체 도메인', '메신저 상담']) {
      const link = tabs.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await tabs.getByRole('link', { name: '베팅규정' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '베팅규정' })).toBeVisible();
  });

  test('the jackpot box shows the jackpot beside the page and reads it again after 30 seconds', { tag: '@demo' }, async ({ page }) => {
    await page.clock.install();
    await openFresh(page, '/bet_result');
    const box = page.getByRole('region', { name: '잭팟' });
    await expect(box).toContainText('₩128,450,000');
    const reread = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/jackpot'));
    await page.clock.runFor('00:31');
    // The box shows what the re-read answered: more in demo mode (its backend's jackpot grows with the page's clock).
    const { jackpot } = (await (await reread).json()) as { jackpot: number };
    if (e2eMode().mode === 'demo') expect(jackpot).toBeGreaterThan(128_450_000);
    await expect(box).toContainText(formatWon(jackpot));
  });
});
