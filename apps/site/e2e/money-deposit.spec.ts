import { expect, test, type Page } from './fixtures';
import { e2eMode, openAsMember, useScenario } from './helpers';

// The deposit journeys (site-and-member-services.md sections 2, 4, 5, 7 and 8).

/** The POST /charge requests the page sends, counted as they leave. */
function countChargePosts(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/charge')) counter.count += 1;
  });
  return counter;
}

/** The deposit form of the logged-in demo01 on /deposit. */
async function openDeposit(page: Page) {
  await openAsMember(page, '/deposit');
  const form = page.getByRole('form', { name: '입금신청' });
  await expect(form.getByRole('radio', { name: /첫충 10%/ })).toBeAttached();
  return form;
}

/** The global alert's text, then closes it. */
async function expectAlert(page: Page, text: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toHaveCount(0);
}

/** Chooses a bonus and accepts its confirm. */
async function chooseBonus(page: Page, label: RegExp) {
  await page.getByRole('form', { name: '입금신청' }).getByRole('radio', { name: label }).check();
  await expectAlert(page, '보너스를 선택하시겠습니까?');
}

test.describe('deposit', () => {
  test('a member checks the account, requests a deposit with a bonus, sees it processing in the history, then hides it', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    const form = await openDeposit(page);
    // The account appears after the deposit/withdrawal password check.
    await page.getByLabel('입출금 비밀번호').fill('1111');
    await page.getByRole('button', { name: '계좌확인' }).click();
    await expectAlert(page, '비밀번호가 일치하지 않습니다.');
    await expect(page.getByText('123-456-789012')).toHaveCount(0);
    await page.getByLabel('입출금 비밀번호').fill('1234');
    await page.getByRole('button', { name: '계좌확인' }).click();
    await expect(page.getByText('123-456-789012')).toBeVisible();

    await chooseBonus(page, /첫충 10%/);
    const amount = form.getByRole('textbox', { name: '입금금액' });
    await amount.fill('30000');
    await form.getByRole('button', { name: '1만', exact: true }).click();
    await expect(amount).toHaveValue('40,000');
    const expected = 40_000;

    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/charge'));
    await form.getByRole('button', { name: '입금신청' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ depositMode: 0, depositAmount: expected, eventDepositId: 2, userDisplayFlag: 1 });
    expect(Number.isInteger(body.depositAmount)).toBe(true);
    await expectAlert(page, '입금신청이 완료되었습니다.');
    await expect(amount).toHaveValue('');

    // The request is in the member's deposit history, processing.
    const base = e2eMode().apiUrl ?? '';
    const list = await page.evaluate(
      async ({ base, memberId }) => {
        const token = (JSON.parse(localStorage.getItem('betkit.session') ?? '{}') as { token?: string }).token;
        const answer = await fetch(`${base}/charge?memberId=${memberId}&perpage=10&page=1&depositMode=0&userDisplayFlag=1`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        return (await answer.json()) as { list: { depositAmount: number; status: number; eventDepositId: number }[] };
      },
      { base, memberId: body.memberId },
    );
    expect(list.list[0]).toMatchObject({ depositAmount: expected, status: 0, eventDepositId: 2 });

    // The member sees it in the history beside the form (a tab on a phone), processing, and hides it.
    if ((page.viewportSize()?.width ?? 1920) <= 767) await page.getByRole('tab', { name: '입금내역' }).click();
    const history = page.getByRole('table', { name: '입금내역' });
    const request = history.getByRole('row').filter({ hasText: '40,000' }).filter({ hasText: '처리중' }).first();
    await expect(request).toBeVisible();
    const hide = request.getByRole('button', { name: /내역 삭제$/ });
    const hideName = (await hide.getAttribute('aria-label')) ?? '';
    expect(hideName).toContain('40,000원');
    await hide.click();
    await expectAlert(page, '삭제가 완료되었습니다.');
    await expect(page.getByRole('button', { name: hideName, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('form', { name: '입금신청' })).toBeVisible();
    if ((page.viewportSize()?.width ?? 1920) <= 767) await page.getByRole('tab', { name: '입금내역' }).click();
    await expect(page.getByRole('table', { name: '입금내역' })).toBeVisible();
    await expect(page.getByRole('button', { name: hideName, exact: true })).toHaveCount(0);
  });

  test('a double click on submit sends exactly one POST /charge', async ({ page }) => {
    const posts = countChargePosts(page);
    const form = await openDeposit(page);
    await chooseBonus(page, /매충 5%/);
    await form.getByRole('textbox', { name: '입금금액' }).fill('50000');
    await form.getByRole('button', { name: '입금신청' }).dblclick();
    await expectAlert(page, '입금신청이 완료되었습니다.');
    expect(posts.count).toBe(1);
  });

  test('a coupon claim shows the backend\u2019s refusal, then its success text once the member qualifies', async ({ page }) => {
    const form = await openDeposit(page);
    await form.getByRole('button', { name: '일일 누적 충전[횟수] 쿠폰받기' }).click();
    await expectAlert(page, '오늘 누적 충전 횟수가 부족합니다. (3회 이상)');
    await useScenario(page, 'chargeCouponsIssued');
    await form.getByRole('button', { name: '일일 누적 충전[횟수] 쿠폰받기' }).click();
    await expectAlert(page, '일일 누적 충전[횟수] 쿠폰이 지급 되었습니다.');
    await form.getByRole('button', { name: '일일 누적 충전[금액] 쿠폰받기' }).click();
    await expectAlert(page, '일일 누적 충전[금액] 쿠폰이 지급 되었습니다.');
  });

  test('the member column\u2019s 입금 and 출금 open their dialogs, and a request made there completes', async ({ page }) => {
    await openAsMember(page, '/europe');
    const column = page.getByRole('complementary', { name: '회원 정보' });
    await column.getByRole('button', { name: '입금', exact: true }).click();
    const deposit = page.getByRole('dialog', { name: '입금신청' });
    await expect(deposit.getByRole('form', { name: '입금신청' })).toBeVisible();
    await chooseBonus(page, /첫충 10%/);
    await deposit.getByRole('textbox', { name: '입금금액' }).fill('20000');
    await deposit.getByRole('form', { name: '입금신청' }).getByRole('button', { name: '입금신청' }).click();
    await expectAlert(page, '입금신청이 완료되었습니다.');
    // The dialog stays open on the board: the request is in its deposit history, processing.
    await expect(deposit.getByRole('table', { name: '입금내역' }).getByRole('row').nth(1)).toContainText('20,000');
    await page.keyboard.press('Escape');
    await expect(deposit).toHaveCount(0);
    await expect(page).toHaveURL(/\/europe/);

    await column.getByRole('button', { name: '출금', exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: '출금신청' });
    await expect(withdraw.getByRole('textbox', { name: '출금금액' })).toBeVisible();
    await expect(withdraw.getByRole('table', { name: '출금내역' })).toBeVisible();
  });
});
