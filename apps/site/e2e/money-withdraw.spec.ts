import { isBankMaintenance, withdrawMessages } from '@betkit/domain';
import { expect, test, type Page } from './fixtures';
import { openAsMember } from './helpers';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1920) <= 767;

/** The withdrawal history: on mobile behind its tab, on desktop beside the form. */
async function withdrawalHistory(page: Page) {
  if (isMobile(page)) await page.getByRole('tab', { name: '출금내역' }).click();
  const table = page.getByRole('table', { name: '출금내역' });
  await expect(table).toBeVisible();
  return table;
}

test.describe('withdrawal and the deposit/withdrawal histories', () => {
  test('a withdrawal above the money held is refused with the exact text; one within it is being checked in the history', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    await openAsMember(page, '/withdraw');
    const amount = page.getByRole('textbox', { name: '출금금액' });
    // In the page: the desktop's quick links and floating tabs have an '출금신청' of their own.
    const submit = page.getByRole('main').getByRole('button', { name: '출금신청', exact: true });
    // The bank window is read from the real clock here (Asia/Seoul): inside it the form refuses every request.
    if (isBankMaintenance(Date.now())) {
      await expect(page.getByRole('note')).toHaveText(withdrawMessages.maintenance);
      await expect(amount).toBeDisabled();
      await expect(submit).toBeDisabled();
      return;
    }
    // demo01 holds 1,287,500 won.
    await amount.fill('2,000,000');
    await submit.click();
    await expect(page.getByText('보유머니보다 많은 금액을 입력하셨습니다.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('10,000');
    const posts: { depositMode: number; depositAmount: unknown }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/charge')) posts.push(request.postDataJSON());
    });
    // A double click on submit sends one request.
    await submit.dblclick();
    await expect(page.getByText('출금신청이 완료되었습니다.')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ depositMode: 1, depositAmount: 10_000 });
    expect(Number.isInteger(posts[0]!.depositAmount)).toBe(true);

    const firstRow = (await withdrawalHistory(page)).getByRole('row').nth(1);
    await expect(firstRow).toContainText('10,000');
    await expect(firstRow).toContainText('출금확인중');
    await page.reload();
    await expect((await withdrawalHistory(page)).getByRole('row').nth(1)).toContainText('출금확인중');
  });

  test('a member hides a pending deposit request and it is gone after a reload; hiding nothing asks for a target', async ({ page }) => {
    await openAsMember(page, '/charge_history');
    const table = page.getByRole('table', { name: '입금내역' });
    await expect(table).toBeVisible();

    await page.getByRole('button', { name: '선택삭제' }).click();
    await expect(page.getByText('삭제할 대상을 선택해주세요.')).toBeVisible();

    // demo01's newest deposit is a request still processing.
    const pending = table.getByRole('row').filter({ hasText: '처리중' }).first();
    const hide = pending.getByRole('button', { name: /내역 삭제$/ });
    const name = (await hide.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    await hide.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('삭제가 완료되었습니다.');
    await alert.getByRole('button').click();
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('table', { name: '입금내역' })).toBeVisible();
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  });
});
