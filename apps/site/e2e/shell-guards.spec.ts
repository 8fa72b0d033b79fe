// Site state and guards (issue 16): the maintenance switch from GET /setting/user, the back-office admin sent to
// /admin, and the member's notifications (a deposit approved by the demo's back office) with their resets.
import { expect, test, type Page } from './fixtures';
import { demoControl, e2eMode, logIn, openAsMember, openFresh, useScenario } from './helpers';

const MAINTENANCE_HEADING = '사이트 점검 중입니다';

/** Drops the scenario in front of the demo backend, in either mode. */
async function endScenario(page: Page) {
  if (e2eMode().apiUrl) return demoControl(page, 'DELETE', '/__demo/scenario');
  await page.evaluate(() => window.__betkitDemo!.reset());
}

test.describe('site state and guards', () => {
  test('the maintenance switch sends every page to /maintenance and, when it is off again, back home', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    // The browser's clock, so the settings' 30-second re-read is reached without waiting for it (runFor fires every
    // timer in the span, as the member's own 5-second polls run in it too).
    await page.clock.install();
    await openFresh(page, '/bet_result');
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();

    await useScenario(page, 'siteMaintenance');
    await page.clock.runFor('00:31');
    await expect(page.getByRole('heading', { level: 1, name: MAINTENANCE_HEADING })).toBeVisible();
    await expect(page).toHaveURL(/\/maintenance$/);
    const pictures = page.getByRole('img');
    await expect(pictures).toHaveCount(2);
    // Both pictures load from the site itself (under its CSP) and fit the screen.
    for (const picture of await pictures.all()) {
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      const box = await picture.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    // Another page asked for while closed lands on the maintenance page too.
    await page.evaluate(() => window.history.pushState({}, '', '/casino'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page).toHaveURL(/\/maintenance$/);

    await endScenario(page);
    await page.clock.runFor('00:31');
    await expect(page.getByRole('heading', { name: MAINTENANCE_HEADING })).toHaveCount(0);
    // Home: on a desktop '/' lands on /europe with its mtpt stamp.
    await expect(page).toHaveURL((page.viewportSize()?.width ?? 1920) <= 767 ? /\/$/ : /\/europe\?mtpt=\d+$/);
  });

  test('the back-office admin is sent to /admin, which offers only the logout', async ({ page }) => {
    await openFresh(page, '/bet_result');
    await logIn(page, 'admin01');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: '관리자 계정입니다' })).toBeVisible();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '관리자 계정입니다' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
    // A guest who opens /admin is sent home.
    await page.goto('/admin');
    await expect(page).not.toHaveURL(/\/admin$/);
  });

  test('a deposit approved by the back office is announced once; OK resets its counter and opens /deposit', async ({ page }) => {
    await openAsMember(page, '/bet_result');
    const resets: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/member/resetAlertCount')) resets.push(request.postDataJSON());
    });
    // The member asks for a deposit as the deposit page does (money-deposit.spec.ts covers the form).
    const status = await page.evaluate(async (base) => {
      const { token, user } = JSON.parse(localStorage.getItem('betkit.session') ?? '{}') as { token: string; user: { id: number } };
      const body = { memberId: user.id, depositMode: 0, depositAmount: 30_000, depositName: '김민준', userDisplayFlag: 1, type: 0, eventDepositId: 2 };
      const answer = await fetch(`${base}/charge`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return answer.status;
    }, e2eMode().apiUrl ?? '');
    expect(status).toBe(200);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The back office approves it; the member's next 5-second re-read brings the notification.
    await demoControl(page, 'POST', '/__demo/approve-charges');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('입금신청이 승인되었습니다');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
    await expect.poll(() => resets).toEqual([{ type: 'deposit' }]);
    // Announced once: after the reset, two more re-reads of the member raise nothing.
    let reads = 0;
    page.on('response', (response) => {
      if (/\/member\/\d+$/.test(new URL(response.url()).pathname)) reads += 1;
    });
    await expect.poll(() => reads, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(resets).toHaveLength(1);
  });
});
