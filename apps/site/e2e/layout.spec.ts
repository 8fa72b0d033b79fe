import { expect, test, type Page } from './fixtures';
import { logIn, openAsMember, openFresh, openSlip, pickHomeWins } from './helpers';

// This file sets its own viewports (laptop, tablet, phone), so the config runs it in one project only.

/** The slip's column beside the board: the page's own on europe, the layout's on the Korean and event boards. */
const slipColumn = (page: Page) => page.getByRole('complementary', { name: '베팅카트' });

/** The board: the page's section named by its heading. */
const board = (page: Page) => page.getByRole('main').getByRole('region', { name: /^스포츠 / });

/** The element's box; fails the test when it has none (not rendered). */
async function boxOf(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box, 'the element is rendered').not.toBeNull();
  return box!;
}

test.describe('at 1366×768, a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a member adds three picks and places the bet without scrolling to find the slip', async ({ page }) => {
    await openAsMember(page, '/europe?page=2');
    await pickHomeWins(page, 3);
    const scrolledTo = await page.evaluate(() => window.scrollY);

    // The slip stands beside the board, whole column inside the window, its heading and the 3-folder bonus in view.
    const column = await boxOf(slipColumn(page));
    const boardBox = await boxOf(board(page));
    expect(column.x).toBeGreaterThanOrEqual(boardBox.x + boardBox.width);
    expect(column.x + column.width).toBeLessThanOrEqual(1366);
    expect(column.y).toBeGreaterThanOrEqual(0);
    expect(column.y + column.height).toBeLessThanOrEqual(768);
    const slip = await openSlip(page);
    await expect(slip.getByRole('heading', { name: '베팅카트' })).toBeInViewport();
    await expect(slip.getByText('3폴더 보너스', { exact: true })).toBeInViewport();

    await slip.getByLabel('베팅금액').fill('10000');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await page.getByRole('dialog', { name: '베팅 확인' }).getByRole('button', { name: '확인' }).click();
    await expect(slip.getByText('베팅이 완료되었습니다.')).toBeInViewport();
    // Reaching the amount and the button scrolled at most the slip's own column, never the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });
});

// The top bar stays on top while the page scrolls; the sticky slip must stop under it, not slide beneath.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the slip heading and its clear-all stay below the top bar while the board scrolls', async ({ page }) => {
      await openFresh(page, '/europe');
      const heading = slipColumn(page).getByRole('heading', { name: '베팅카트' });
      await expect(heading).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const bar = await boxOf(page.getByRole('banner'));
      const barBottom = bar.y + bar.height;
      await expect.poll(async () => (await boxOf(heading)).y).toBeGreaterThanOrEqual(barBottom);
      expect((await boxOf(slipColumn(page).getByRole('button', { name: '전체삭제' }))).y).toBeGreaterThanOrEqual(barBottom);
    });
  });
}

// Spec: 768 px and wider is the desktop layout; from 768 to 1919 px the slip must stay beside a readable board.
for (const width of [768, 1000, 1280, 1366, 1440, 1919]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 768 } });

    test('every bet style board keeps the slip in view beside it', async ({ page }) => {
      await openFresh(page, '/europe');
      const menu = page.getByRole('navigation', { name: '주 메뉴' });
      for (const [tab, path] of [
        ['유럽형', '/europe'],
        ['스포츠', '/korean'],
        ['이벤트', '/event'],
      ] as const) {
        await menu.getByRole('link', { name: tab, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
        await expect(board(page).locator('article[data-fixture]').first()).toBeVisible();
        await expect(slipColumn(page).getByRole('heading', { name: '베팅카트' })).toBeInViewport();
        const boardBox = await boxOf(board(page));
        const column = await boxOf(slipColumn(page));
        // About a phone's board (400 px at 424): team names and prices stay readable.
        expect(boardBox.width, `${path}: board width`).toBeGreaterThanOrEqual(330);
        expect(column.x, `${path}: slip beside the board`).toBeGreaterThanOrEqual(boardBox.x + boardBox.width);
        expect(column.x + column.width, `${path}: slip inside the window`).toBeLessThanOrEqual(width);
      }
    });
  });
}

test.describe('the sport tree below 1920 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('waits behind a drawer that opens on hover and from its handle', async ({ page }) => {
    await openFresh(page, '/europe');
    const sidebar = page.getByRole('complementary', { name: '종목 메뉴' });
    const search = sidebar.getByPlaceholder('국가, 리그, 팀 검색');
    const handle = sidebar.getByRole('button', { name: '종목' });
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeHidden();
    await handle.hover();
    await expect(search).toBeVisible();
    await page.mouse.move(700, 700);
    await expect(search).toBeHidden();
    await handle.click();
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 700);
    await expect(search).toBeVisible();
    await search.fill('맨체스터');
    await search.press('Enter');
    // A search is a navigation: the drawer closes on it.
    await expect(page).toHaveURL(/search=/);
    await expect(search).toBeHidden();
  });
});

test.describe('the member column below 1352 px', () => {
  test.use({ viewport: { width: 1000, height: 768 } });

  test('opens as a drawer from the top bar for a member', async ({ page }) => {
    await openFresh(page, '/europe');
    const column = page.getByRole('complementary', { name: '회원 정보' });
    await expect(column).toBeHidden();
    await logIn(page);
    const button = page.getByRole('banner').getByRole('button', { name: '내 정보' });
    await button.click();
    await expect(column).toBeInViewport();
    await expect(column.getByRole('region', { name: /회원 정보/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(column).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('bet-style tabs', () => {
  test('the top bar leads to the Korean, European and event boards and marks the one shown', async ({ page }) => {
    await openFresh(page, '/europe');
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    for (const [tab, title, url] of [
      ['스포츠', '스포츠 (국내형)', /\/korean$/],
      ['유럽형', '스포츠 (유럽형)', /\/europe\?mtpt=\d+$/],
      ['이벤트', '스포츠 (이벤트)', /\/event$/],
    ] as const) {
      await menu.getByRole('link', { name: tab, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(menu.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 424, height: 900 }, isMobile: true, hasTouch: true });

    test('the board links to each bet style', async ({ page }) => {
      await openFresh(page, '/');
      const styles = page.getByRole('navigation', { name: '베팅 방식' });
      await expect(styles.getByRole('link', { name: '국내형' })).toHaveAttribute('aria-current', 'page');
      for (const [link, title] of [
        ['유럽형', '스포츠 (유럽형)'],
        ['이벤트', '스포츠 (이벤트)'],
        ['국내형', '스포츠 (국내형)'],
      ] as const) {
        await styles.getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(styles.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      }
    });
  });
});

test.describe('the bet cart on a phone', () => {
  test.use({ viewport: { width: 424, height: 900 }, isMobile: true, hasTouch: true });

  test('the bottom bar is the spec\u2019s: deposit, withdraw, bet cart, bet history, customer; money asks a guest to log in', async ({ page }) => {
    await openFresh(page, '/');
    const bar = page.getByRole('navigation', { name: '하단 메뉴' });
    await expect(bar.getByRole('button').or(bar.getByRole('link'))).toHaveText(['입금', '출금', /베팅카트/, '베팅내역', '고객센터']);
    await bar.getByRole('button', { name: '출금' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인 후 이용 가능합니다');
  });

  test('Back closes the open cart, stays on the page and keeps the typed amount', async ({ page }) => {
    await openFresh(page, '/bet_result');
    await page.getByRole('banner').getByRole('link', { name: 'Betkit 홈' }).click();
    await expect(page).toHaveURL(/\/$/);
    await pickHomeWins(page, 1);
    const slip = await openSlip(page);
    await slip.getByLabel('베팅금액').fill('10000');
    await page.goBack();
    await expect(page.getByRole('dialog', { name: /베팅카트/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    const again = await openSlip(page);
    await expect(again.getByLabel('베팅금액')).toHaveValue('10,000');
    // Closing from the dialog steps back over its entry: one more Back leaves for the history page.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /베팅카트/ })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/bet_result$/);
  });
});
