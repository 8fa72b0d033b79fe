import { expect, test } from './fixtures';

test.describe('a visitor opening the site', () => {
  test('sees the Korean site in Pretendard from the first screen change after the font is in', async ({ page }) => {
    // The font's table waits for the desktop's landing on /europe: that landing is itself a screen change, at which
    // the font may swap (a cold first run once loaded the font before the landing had drawn).
    let landed!: () => void;
    const landing = new Promise<void>((resolve) => (landed = resolve));
    await page.route(/\/pretendardvariable-dynamic-subset-[\w-]+\.css$/, async (route) => {
      await landing;
      await route.continue();
    });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('스포츠 (유럽형)');
    landed();
    // The font loads after the first screen (app/siteFonts.ts), 8 s after boot at the latest.
    // Not `document.fonts.check`: it answers true when no face matches at all.
    const pretendardLoaded = () =>
      page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Pretendard') && face.status === 'loaded') && document.fonts.status === 'loaded');
    await expect.poll(pretendardLoaded, { timeout: 15_000 }).toBe(true);
    // The text being read keeps its font: no line re-wraps under the member's eyes.
    await expect(heading).not.toHaveCSS('font-family', /Pretendard/);
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '이벤트', exact: true }).click();
    await expect(heading).toHaveText('스포츠 (이벤트)');
    await expect(heading).toHaveCSS('font-family', /^"Pretendard Variable"/);
  });

  test('lands on the europe board with an mtpt stamp on desktop, and stays home on mobile', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/');
    const mobile = (page.viewportSize()?.width ?? 1920) <= 767;
    await expect(page).toHaveURL(mobile ? /\/$/ : /\/europe\?mtpt=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mobile ? '스포츠 (국내형)' : '스포츠 (유럽형)');
  });

  test('sees the top bar before any script runs, its brand where the header draws it (issue 35)', { tag: '@mobile' }, async ({ page, browser }) => {
    await page.goto('/');
    const brand = page.getByRole('banner').getByRole('link', { name: 'Betkit 홈' });
    await expect(brand).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const drawn = await brand.boundingBox();
    // index.html alone, as a phone paints it before the scripts have run (vite.config.ts firstPaintFrame).
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const before = await bare.newPage();
    await before.goto(new URL('/', page.url()).href);
    const bar = before.locator('[data-first-paint]');
    await expect(bar).toHaveText('BETKIT');
    const painted = await bar.evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const box = element.getBoundingClientRect();
      return { textLeft: text.getBoundingClientRect().left, top: box.top, height: box.height };
    });
    await bare.close();
    expect(painted.top).toBe(header!.y);
    expect(painted.height).toBe(header!.height);
    expect(Math.abs(painted.textLeft - drawn!.x)).toBeLessThanOrEqual(1);
  });

  test('has a favicon, so no page logs a 404 for it', async ({ page }) => {
    const missingIcons: string[] = [];
    // The browser asks for /favicon.ico when the page names no icon; a failed load shows only in the console.
    page.on('console', (message) => {
      const { url } = message.location();
      if (message.type() === 'error' && /\b404\b/.test(message.text()) && /icon/.test(url)) missingIcons.push(url);
    });
    for (const path of ['/', '/inplay', '/bet_result', '/casino']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      const icon = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
        if (!link) return null;
        const answer = await fetch(link.href);
        return { status: answer.status, type: answer.headers.get('content-type') };
      });
      expect(icon, `${path}: a <link rel="icon">`).not.toBeNull();
      expect(icon!.status).toBe(200);
      expect(icon!.type).toContain('image/svg+xml');
    }
    expect(missingIcons).toEqual([]);
  });

  test('gets the not-found page with a link home on an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('페이지를 찾을 수 없습니다.')).toBeVisible();
    await page.getByRole('link', { name: '홈으로 돌아가기' }).click();
    // Desktop lands on the europe board with an mtpt stamp (spec); mobile stays on '/'.
    await expect(page).toHaveURL(/\/(europe\?mtpt=\d+)?$/);
  });
});
