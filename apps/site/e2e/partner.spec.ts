// The partner area (issue 36; spec 2 the partner routes and layout, 4 the partner logout, 5 the partner guard):
// partner01's way through its pages from the menu, and its logout, in real-API mode.
import { readFile } from 'node:fs/promises';
import { EVERY_POPUP_SEEN, expect, POPUP_HIDES_KEY, test } from './fixtures';
import { demoControl, openAsMember, openSlip, pickHomeWins } from './helpers';

/** Today's Korean date (YYYY-MM-DD): the demo backend's clock is the machine's. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** Whole won from a money text ('₩1,234' → 1234). */
const wonOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

test.describe('the partner area', () => {
  test('partner01 sees its nickname and contract percent and reaches every partner page from its menu', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
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

  test('a banned partner asking for a partner page is sent to /auth/login', async ({ page }) => {
    // partner03: type 1, banType 1 (spec 5: "login, banType 0 and type 1 or 2, else redirect to /auth/login").
    await openAsMember(page, '/partner/calc', 'partner03');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fpartner%2Fcalc$/);
    await expect(page.getByRole('main').getByText('파트너 관리는 파트너 계정으로 로그인해야 이용할 수 있습니다.')).toBeVisible();
  });

  test('the member list\'s CSV holds the rows and the totals row on screen, as UTF-8 with a BOM', async ({ page }) => {
    await openAsMember(page, '/partner/member', 'partner01');
    const table = page.getByRole('table', { name: '회원 관리' });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    const totals = (await table.locator('tfoot td, tfoot th').allTextContents()).map((cell) => cell.trim());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '엑셀 다운로드 (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^회원 관리_\d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    // The header, the rows shown and the totals row (the page's; the period's sums follow, named).
    expect(lines[0]).toBe('아이디,닉네임,레벨,보유금,입금,출금,베팅,최근 접속,상태');
    // The totals row follows the rows shown and holds the same sums as the table's (whole won, no sign or separators).
    expect(lines[shown + 1]!.split(',')).toEqual(totals.map((cell, index) => (index === 0 ? '합계' : cell === '' ? '' : String(wonOf(cell)))));
  });

  test('a bet placed by one of partner01\'s members moves partner01\'s sports rolling on the next read', async ({ page, browser }) => {
    const today = seoulToday();
    await openAsMember(page, `/partner/pt_sports?from=${today}&to=${today}`, 'partner01');
    const sums = page.getByRole('group', { name: '조회 기간 전체 합계' }).locator('dd');
    await expect(sums).toHaveCount(2);
    const [stakesBefore, rollingBefore] = (await sums.allTextContents()).map(wonOf);

    // demo01, one of partner01's members, bets 10,000 won on the pre-match board in a browser of its own.
    const member = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 1920, height: 1080 } });
    // A browser of its own has none of the fixture's set-up: the site popups start hidden here too, or they cover the board.
    await member.addInitScript(({ key, hides }) => localStorage.setItem(key, hides), { key: POPUP_HIDES_KEY, hides: EVERY_POPUP_SEEN });
    await openAsMember(member, '/europe?page=2', 'demo01');
    await pickHomeWins(member, 1);
    const slip = await openSlip(member);
    await slip.getByLabel('베팅금액').fill('10000');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await member.getByRole('dialog', { name: '베팅 확인' }).getByRole('button', { name: '확인' }).click();
    await expect(slip.getByText('베팅이 완료되었습니다.')).toBeVisible();
    await member.close();

    // Rolling is paid on settled stakes: the demo's back office settles the session's slips, then the partner reads again.
    await demoControl(page, 'POST', '/__demo/settle-bets');
    await page.reload();
    await expect(sums).toHaveCount(2);
    // partner01's sports rate is 1.5 %: 10,000 won of stakes earn 150 won, whatever the result.
    await expect.poll(async () => (await sums.allTextContents()).map(wonOf)).toEqual([stakesBefore! + 10_000, rollingBefore! + 150]);
  });
});
