// The site popups (issue 16): GET /boardPopup's active popups over the page, hidden for 12 hours by
// "don't open today" and for 5 minutes by close, the hides kept in localStorage across reloads; and the XSS
// corpus served as popups executes nothing.
import { xssCorpus } from '@betkit/mocks';
import { expect, POPUP_HIDES_KEY, test, type Page } from './fixtures';
import { dangerousLeftovers, installXssProbe, openFresh, useScenario, xssCalls } from './helpers';

test.use({ sitePopups: 'shown' });

const LAYER = '팝업 공지';
const HIDE_TODAY = '오늘 하루 열지 않기';
const CLOSE = '닫기';
/** The demo's three active popups, by their headings (the fourth has popupStatus 1 and never shows). */
const SEEDED = ['첫 충전 10% 보너스', 'VIP 룰렛 이벤트', '입금 계좌 안내'];

const layer = (page: Page) => page.getByRole('region', { name: LAYER });
/** The popups' names, or null while a navigation replaces the page (demo mode's first load), so a poll asks again. */
const popupNames = (page: Page) =>
  layer(page)
    .getByRole('dialog')
    .evaluateAll((popups) => popups.map((popup) => popup.getAttribute('aria-label')))
    .catch((error: unknown) => {
      if (error instanceof Error && /context was destroyed|navigat/i.test(error.message)) return null;
      throw error;
    });

test.describe('the site popups', () => {
  test('"don\'t open today" hides a popup for 12 hours and close for 5 minutes, across reloads', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    // The browser's clock, so the hides can be seen to run out (the backend keeps its own time).
    await page.clock.install();
    await openFresh(page, '/');
    await expect.poll(() => popupNames(page)).toEqual(SEEDED);
    const mobile = (page.viewportSize()?.width ?? 1920) <= 767;
    // Stacked one under another on the page's centre column on a desktop; one scrolling block on a phone.
    const lefts = await layer(page).getByRole('dialog').evaluateAll((popups) => popups.map((popup) => Math.round(popup.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    if (!mobile) expect(lefts[0]).toBe(Math.round((await page.getByRole('main').boundingBox())!.x));

    await layer(page).getByRole('dialog', { name: SEEDED[0] }).getByRole('button', { name: HIDE_TODAY }).click();
    await layer(page).getByRole('dialog', { name: SEEDED[2] }).getByRole('button', { name: CLOSE }).click();
    await expect.poll(() => popupNames(page)).toEqual([SEEDED[1]]);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>, POPUP_HIDES_KEY);
    expect(Object.keys(stored).sort()).toEqual(['0', '2']);

    await page.reload();
    await expect.poll(() => popupNames(page)).toEqual([SEEDED[1]]);

    // Five minutes later the closed one is back; the one hidden for today is not.
    await page.clock.fastForward('05:01');
    await page.reload();
    await expect.poll(() => popupNames(page)).toEqual([SEEDED[1], SEEDED[2]]);

    // Twelve hours later every popup is back.
    await page.clock.fastForward('12:00:00');
    await page.reload();
    await expect.poll(() => popupNames(page)).toEqual(SEEDED);
  });

  test('Esc closes the popup the keyboard is in and moves on to the next', async ({ page }) => {
    await openFresh(page, '/');
    await expect.poll(() => popupNames(page)).toEqual(SEEDED);
    await layer(page).getByRole('dialog', { name: SEEDED[0] }).getByRole('button', { name: CLOSE }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => popupNames(page)).toEqual(SEEDED.slice(1));
    await expect(layer(page).getByRole('dialog', { name: SEEDED[1] }).getByRole('button', { name: HIDE_TODAY })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(layer(page)).toHaveCount(0);
  });

  // Real-API mode only (no @demo tag): the popups must be served hostile from the first load, by the backend over HTTP.
  test('the XSS corpus served as popups executes nothing, and nothing dangerous reaches the page', async ({ page }) => {
    // The popups are read once, as the site loads; an in-page demo scenario is gone after that load, a server's is not.
    const dialogs = await installXssProbe(page);
    await openFresh(page, '/');
    await useScenario(page, 'xssContent');
    await page.reload();
    await expect(layer(page).getByRole('dialog')).toHaveCount(xssCorpus.length);
    const content = layer(page).locator('[data-safe-html]');
    await expect(content).toHaveCount(xssCorpus.length);
    // Nothing ran, now or after a moment's timers and loads.
    await page.waitForLoadState('networkidle');
    expect(await xssCalls(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    // Structurally inert: no script-bearing element, handler or script/data URL survived in any popup.
    expect(await dangerousLeftovers(content)).toEqual([]);
  });
});
