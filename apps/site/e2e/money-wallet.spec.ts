import { expect, test, type Page } from './fixtures';
import { logIn, openFresh } from './helpers';

// The wallet (/mywallet): the balance strip, the point and comp conversions and dialogs, the account enquiry
// (site-and-member-services.md sections 2, 5, 7 and 8; issue 15).

/** The number a balance shows ('₩1,287,500' or '12,500'). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** The page's balance strip (the desktop member column has its own: the page's is in the main area). */
const strip = (page: Page) => page.getByRole('main').getByRole('group', { name: '보유 잔액' });

async function balances(page: Page) {
  const group = strip(page);
  const read = async (term: string) => amountOf(await group.locator('dt', { hasText: term }).locator('+ dd').textContent());
  return { money: await read('보유머니'), point: await read('포인트'), comp: await read('콤프') };
}

async function openWallet(page: Page) {
  await openFresh(page, '/mywallet');
  await expect(page.getByRole('main').getByText('로그인 후 이용 가능합니다')).toBeVisible();
  await logIn(page);
  await expect(page.getByRole('heading', { name: '내 지갑' })).toBeVisible();
  await expect(strip(page)).toBeVisible();
}

/** Counts the conversion requests the page sends (answered by the HTTP backend or the demo service worker). */
function countConversions(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/emoney\/pointToEmoney$/.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

test.describe('the wallet', () => {
  test('6,000 points convert and the strip shows the new balances', { tag: '@demo' }, async ({ page }) => {
    await openWallet(page);
    const before = await balances(page);
    expect(before.point).toBeGreaterThanOrEqual(6_000);
    const form = page.getByRole('form', { name: '포인트 전환' });
    await form.getByLabel('전환할 포인트').fill('6,000');
    await form.getByRole('button', { name: '포인트 전환' }).click();
    await expect(form.getByRole('status')).toHaveText('포인트 전환에 성공했습니다.');
    await expect.poll(() => balances(page)).toEqual({ money: before.money + 6_000, point: before.point - 6_000, comp: before.comp });
    await expect(form.getByLabel('전환할 포인트')).toHaveValue('');
  });

  test('the point dialog lists the latest entries with MM-DD HH:mm times, and a conversion there adds its row', async ({ page }) => {
    await openWallet(page);
    const before = await balances(page);
    await strip(page).getByRole('button', { name: '포인트전환' }).click();
    const dialog = page.getByRole('dialog', { name: '포인트 전환' });
    const table = dialog.getByRole('table', { name: '포인트 내역 (최근 10건)' });
    await expect(table.getByRole('columnheader')).toHaveText(['시간', '내용', '포인트', '보유포인트']);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    for (const time of await rows.locator('td:first-child').allTextContents()) expect(time).toMatch(/^\d{2}-\d{2} \d{2}:\d{2}$/);
    await dialog.getByLabel('전환할 포인트').fill('5000');
    await dialog.getByRole('button', { name: '포인트 전환' }).click();
    await expect(dialog.getByRole('status')).toHaveText('포인트 전환에 성공했습니다.');
    await expect(rows.first().locator('td')).toHaveText([/^\d{2}-\d{2} \d{2}:\d{2}$/, '포인트 머니전환', '-5,000', (before.point - 5_000).toLocaleString('ko-KR')]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await balances(page)).point).toBe(before.point - 5_000);
  });

  test('a double click on the conversion submit sends one request', async ({ page }) => {
    const sent = countConversions(page);
    await openWallet(page);
    const before = await balances(page);
    const form = page.getByRole('form', { name: '포인트 전환' });
    await form.getByLabel('전환할 포인트').fill('5000');
    await form.getByRole('button', { name: '포인트 전환' }).dblclick();
    await expect(form.getByRole('status')).toHaveText('포인트 전환에 성공했습니다.');
    await expect.poll(async () => (await balances(page)).point).toBe(before.point - 5_000);
    expect(sent).toHaveLength(1);
  });

  test('the account enquiry shows its completion text', async ({ page }) => {
    await openWallet(page);
    await page.getByRole('main').getByRole('button', { name: '계좌문의' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('계좌문의가 완료되었습니다. 고객센터 답변을 확인해주세요.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(alert).toHaveCount(0);
  });
});
