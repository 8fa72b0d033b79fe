// The attendance check (/attendance, issue 16; Not in spec beyond the route): this month's calendar from the
// member's checked days, today's check sent once and stamped, and the second check of a day refused in Korean.
import { expect, test } from './fixtures';
import { openAsMember } from './helpers';

test.describe('the attendance check', () => {
  test('a member checks in once today; the day is stamped, the streak grows, and it stays after a reload', { tag: '@demo' }, async ({ page }) => {
    await openAsMember(page, '/attendance');
    await expect(page.getByRole('heading', { level: 1, name: '출석체크' })).toBeVisible();
    const today = page.getByRole('table').locator('[aria-current="date"]');
    await expect(today).toHaveAccessibleName(/^\d+일 \(오늘\)$/);
    const summary = page.getByText(/^이번 달 \d+일 출석 · 연속 \d+일$/);
    const [, before, streak] = /이번 달 (\d+)일 출석 · 연속 (\d+)일/.exec((await summary.textContent())!)!.map(Number);

    const posts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/attendance')) posts.push(request.postDataJSON());
    });
    await page.getByRole('main').getByRole('button', { name: '출석체크' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: '출석체크가 완료되었습니다.' })).toBeVisible();
    await expect(today).toHaveAccessibleName(/^\d+일 \(오늘\) 출석$/);
    await expect(page.getByRole('button', { name: '오늘 출석 완료' })).toBeDisabled();
    await expect(page.getByText(`이번 달 ${before! + 1}일 출석 · 연속 ${streak! + 1}일`)).toBeVisible();
    expect(posts).toEqual([{ memberId: expect.any(Number) }]);

    await page.reload();
    await expect(page.getByRole('button', { name: '오늘 출석 완료' })).toBeDisabled();
  });
});
