// The partner area (issue 36; spec 2 the partner routes and layout, 4 the partner logout, 5 the partner guard):
// partner01's way through its pages from the menu, and its logout, in real-API mode.
import { expect, test } from './fixtures';
import { openAsMember } from './helpers';

test.describe('the partner area', () => {
  test('partner01 sees its nickname and contract percent and reaches every partner page from its menu', { tag: '@mobile' }, async ({ page }) => {
    await openAsMember(page, '/partner', 'partner01');
    await expect(page).toHaveURL(/\/partner\/pt$/);
    const header = page.getByRole('banner');
    await expect(header.getByText('대박총판')).toBeVisible();
    // Spec 2: the contract percent is the first non-empty of management targets 3, 2, 1 (partner01: 40, –, –).
    await expect(header.getByText('계약 요율 40%')).toBeVisible();
    const pages = [
      ['대시보드', 'pt'],
      ['스포츠 롤링', 'pt_sports'],
      ['미니게임 롤링', 'pt_mini'],
      ['가상게임 롤링', 'pt_virtual'],
      ['카지노 롤링', 'pt_casino'],
      ['슬롯 롤링', 'pt_slot'],
      ['회원 관리', 'member'],
      ['입금 내역', 'deposit'],
      ['출금 내역', 'withdraw'],
      ['스포츠 베팅내역', 'bet_history'],
      ['카지노 베팅내역', 'casino_bet_history'],
      ['정산 내역', 'calc'],
      ['고객센터', 'customer'],
      ['통계 분석', 'analysis'],
    ] as const;
    // The side menu from 768 px; on the phone the same menu in a drawer opened from the top bar.
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    for (const [title, segment] of pages.toReversed()) {
      if (phone) await header.getByRole('button', { name: '파트너 메뉴 열기' }).click();
      await page.getByRole('navigation', { name: '파트너 메뉴' }).getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/partner/${segment}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Each page's read has answered: the dashboard's figures, the enquiry form, or a list's row count.
      const ready =
        segment === 'pt' ? page.getByRole('region', { name: '기간 실적' }) : segment === 'customer' ? page.getByLabel('제목') : page.getByText(/^총 [\d,]+건$/);
      await expect(ready).toBeVisible();
    }
  });

  test('logout reloads the page and lands logged out', async ({ page }) => {
    await openAsMember(page, '/partner/pt', 'partner01');
    await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    await reloaded;
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
    await expect(page).toHaveURL(/\/(europe\?mtpt=\d+)?$/);
    expect(await page.evaluate(() => localStorage.getItem('betkit.session'))).toBeNull();
  });
});
