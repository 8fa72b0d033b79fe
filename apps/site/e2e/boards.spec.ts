// Notices and boards (issue 16): /board/notice with its two buttons and rows that open, /board/event with its count,
// the notice widget's latest 5 and their details, /community/notice in pages of 5, a notice written by role 1, the
// jackpot page, and the XSS corpus served as notices and events executing nothing.
import { formatWon } from '@betkit/domain';
import { xssCorpus } from '@betkit/mocks';
import { expect, test, type Page } from './fixtures';
import { dangerousLeftovers, installXssProbe, openAsMember, openFresh, useScenario, xssCalls } from './helpers';

const noticeWidget = (page: Page) => page.getByRole('dialog', { name: '공지사항' });
/** The notice widget opens from the quick link '규정/공지' on desktops, and from the menu drawer's '최근 공지' on phones. */
async function openWidget(page: Page) {
  if ((page.viewportSize()?.width ?? 1920) > 767) return page.getByRole('navigation', { name: '바로가기' }).getByRole('button', { name: '규정/공지' }).click();
  await page.getByRole('banner').getByRole('button', { name: '메뉴' }).click();
  await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: '최근 공지' }).click();
}
const YY_MM_DD = /^\d{2}\.\d{2}\.\d{2}$/;

test.describe('notices and boards', () => {
  test('the notice page lists the notices newest first, a row opens to its contents, and its buttons lead to the rules', async ({ page }) => {
    await openAsMember(page, '/board/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    const board = page.getByRole('navigation', { name: '게시판' });
    await expect(board.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    const rows = page.getByRole('region', { name: '공지 목록' }).getByRole('listitem');
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toContainText('[필독] 입금 계좌 안내');
    await expect(rows.first().locator('time')).toHaveText(YY_MM_DD);

    await rows.first().getByRole('button').click();
    await expect(page.getByRole('article', { name: '[필독] 입금 계좌 안내' })).toContainText('입금 계좌는 수시로 변경됩니다.');

    await board.getByRole('link', { name: '베팅규정' }).click();
    await expect(page).toHaveURL(/\/board\/betting_rule$/);
    await expect(page.getByRole('heading', { level: 1, name: '베팅규정' })).toBeVisible();
    await expect(page.getByRole('region', { name: '공지 목록' }).getByRole('listitem').first()).toContainText('스포츠 베팅 규정');
  });

  test('the event board counts its events from the list', async ({ page }) => {
    await openAsMember(page, '/board/event');
    await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
    await expect(page.getByText('진행 중인 이벤트 5건')).toBeVisible();
    await expect(page.getByRole('region', { name: '공지 목록' }).getByRole('listitem')).toHaveCount(5);
  });

  test('the notice widget shows the latest 5 and leads to a detail; Esc closes it; role 4 has no write icon', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    await openAsMember(page, '/bet_result', 'vip01');
    await openWidget(page);
    const widget = noticeWidget(page);
    const rows = widget.getByRole('listitem');
    await expect(rows).toHaveCount(5);
    for (const time of await rows.locator('time').allTextContents()) expect(time).toMatch(YY_MM_DD);
    await expect(widget.getByRole('link', { name: '공지 작성' })).toHaveCount(0);
    const viewport = page.viewportSize()!;
    const box = (await widget.boundingBox())!;
    // Spec: half the width on desktops, the whole screen on phones.
    expect(Math.round(box.width)).toBe(viewport.width <= 767 ? viewport.width : Math.round(viewport.width / 2));

    await page.keyboard.press('Escape');
    await expect(widget).toHaveCount(0);

    await openWidget(page);
    const third = noticeWidget(page).getByRole('listitem').nth(2);
    const title = (await third.getByRole('link').textContent())!;
    await third.getByRole('link').click();
    await expect(noticeWidget(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/community\/notice\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/community\/notice$/);
  });

  test('/community/notice shows the notices 5 a page', async ({ page }) => {
    await openFresh(page, '/community/notice');
    const list = page.getByRole('main').getByRole('list').first();
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await page.getByRole('navigation', { name: /페이지/ }).getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').last()).toContainText('[안내] 모바일 이용 안내');
  });

  test('role 1 writes a notice and it tops the widget; another member is refused the write page', async ({ page }) => {
    await openAsMember(page, '/community/notice');
    await openWidget(page);
    await noticeWidget(page).getByRole('link', { name: '공지 작성' }).click();
    await expect(page).toHaveURL(/\/community\/notice\/regist$/);
    const form = page.getByRole('form', { name: '공지 작성' });
    await form.getByRole('button', { name: '등록하기' }).click();
    await expect(form.getByText('제목을 입력해주세요.')).toBeVisible();
    await form.getByRole('textbox', { name: /^제목/ }).fill('[안내] 연말 이벤트 일정');
    await form.getByRole('textbox', { name: /^내용/ }).fill('12월 24일부터 31일까지\n<b>매일</b> 출석 보너스');
    await form.getByRole('button', { name: '등록하기' }).click();
    await expect(form.getByRole('status')).toHaveText('공지가 등록되었습니다.');

    await openWidget(page);
    const first = noticeWidget(page).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText('[안내] 연말 이벤트 일정');
    await first.getByRole('link').click();
    const article = page.getByRole('article', { name: '[안내] 연말 이벤트 일정' });
    // Typed text stays text: the markup shows as written and no bold element is made of it.
    await expect(article).toContainText('<b>매일</b> 출석 보너스');
    await expect(article.locator('b')).toHaveCount(0);
  });

  test('a member who is not role 1 is told so on the write page and sent back', async ({ page }) => {
    await openAsMember(page, '/community/notice/regist', 'vip01');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('공지 작성 권한이 없습니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/community\/notice$/);
    await expect(page.getByRole('form', { name: '공지 작성' })).toHaveCount(0);
  });

  test('the jackpot page shows the jackpot and reads it again after 30 seconds', async ({ page }) => {
    await page.clock.install();
    await openFresh(page, '/board/jackpot');
    await expect(page.getByRole('heading', { level: 1, name: '잭팟' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('₩128,450,000')).toBeVisible();
    const reread = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/jackpot'));
    await page.clock.runFor('00:31');
    // The page shows what the re-read answered (demo mode's growing jackpot: desktop-chrome.spec.ts, tagged @demo).
    const { jackpot } = (await (await reread).json()) as { jackpot: number };
    await expect(main.getByText(formatWon(jackpot))).toBeVisible();
  });

  test('the XSS corpus served as notices and events executes nothing, and nothing dangerous reaches the page', async ({ page }) => {
    const dialogs = await installXssProbe(page);
    await openAsMember(page, '/');
    // The site's first reads (its popups among them) end before the backend turns hostile: only the boards read the corpus.
    await page.waitForLoadState('networkidle');
    await useScenario(page, 'xssContent');
    for (const board of ['notice', 'event'] as const) {
      // In-app navigation keeps an in-page scenario (demo mode) in place.
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/board/${board}`);
      // This board's own rows, every one closed: the board before it (all rows open) has been replaced.
      await expect(page.getByRole('region', { name: '공지 목록' }).getByRole('button', { expanded: false })).toHaveCount(xssCorpus.length);
      // Every row opened at once: each post's contents rendered through the sanitiser.
      await page.getByRole('region', { name: '공지 목록' }).evaluate(async (list) => {
        // One a frame: each press opens its row from the list's state after the press before.
        for (const button of list.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]')) {
          button.click();
          await new Promise(requestAnimationFrame);
        }
      });
      await expect(page.locator('[data-safe-html]')).toHaveCount(xssCorpus.length);
      await page.waitForLoadState('networkidle');
      expect(await xssCalls(page)).toEqual([]);
      expect(await dangerousLeftovers(page.locator('[data-safe-html]'))).toEqual([]);
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe('game results', () => {
  test('/game_result shows settled games by kind, a guest included', async ({ page }) => {
    await openFresh(page, '/game_result/sports');
    await expect(page.getByRole('heading', { level: 1, name: '경기 결과' })).toBeVisible();
    const table = page.getByRole('table', { name: '경기 결과' });
    await expect(table.getByRole('row').nth(1)).toContainText(/\d+:\d+/);
    const kinds = page.getByRole('navigation', { name: '경기 결과 종류' });
    await expect(kinds.getByRole('link', { name: '스포츠', exact: true })).toHaveAttribute('aria-current', 'page');
    await kinds.getByRole('link', { name: '가상스포츠' }).click();
    await expect(page).toHaveURL(/\/game_result\/virtuals$/);
    // Virtual races and games are settled under their own tab, not under 스포츠.
    await expect(table.getByRole('row').nth(1)).toContainText(/가상(축구|농구|경견|경마)/);
    await page.goto('/game_result/unknown');
    await expect(page.getByRole('heading', { level: 1, name: '경기 결과' })).toHaveCount(0);
  });
});

test.describe('the sports board', () => {
  test('/sportsboard lists the games in play with their scores and leads to in-play betting', async ({ page }) => {
    await openFresh(page, '/sportsboard');
    await expect(page.getByRole('heading', { level: 1, name: '스포츠 중계' })).toBeVisible();
    const rows = page.getByRole('table', { name: '실시간 스코어' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(/\d+:\d+/);
    await page.getByRole('main').getByRole('link', { name: '실시간 베팅하기' }).click();
    await expect(page).toHaveURL(/\/inplay/);
  });
});
