import { expect, test } from './fixtures';
import { logIn, openAsMember, openFresh } from './helpers';

// The message box (site-and-member-services.md sections 4, 7 and 8).

test.describe('messages', () => {
  test('a member reads the unread message (it becomes read), cannot delete it unread, then deletes it once read', { tag: '@demo' }, async ({ page }) => {
    await openAsMember(page, '/message', 'member02');
    const box = page.getByRole('region', { name: '쪽지 목록' });
    const items = box.getByRole('listitem');
    // member02 has one unread message beside a read one: it is listed first, marked.
    await expect(items).toHaveCount(2);
    const first = items.first();
    await expect(first.getByText('안읽음', { exact: true })).toBeVisible();
    await expect(page.getByText('총 2통 · 안읽음 1통')).toBeVisible();
    const title = (await first.getByRole('button').textContent())?.replace(/^안읽음/, '').replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '') ?? '';
    expect(title).not.toBe('');

    // Unread cannot be deleted (spec 4 and 8): the refusal shows, nothing is sent.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/message/delete')) deletes.push(request.postData() ?? '');
    });
    await page.getByRole('checkbox', { name: `${title} 선택` }).check();
    await page.getByRole('button', { name: '선택삭제' }).click();
    await expect(page.getByText('읽지 않은 쪽지는 삭제할 수 없습니다. 읽은 후 삭제해주세요.')).toBeVisible();
    expect(deletes).toHaveLength(0);

    // Opening it shows the contents and sends PUT /message/ {id, confirmStatus 1}.
    const marked = page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/message/'));
    await first.getByRole('button').click();
    expect((await marked).postDataJSON()).toMatchObject({ confirmStatus: 1 });
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByText('총 2통 · 안읽음 0통')).toBeVisible();

    // Read now: deleting it goes through, and it stays gone after a reload.
    await page.getByRole('checkbox', { name: `${title} 선택` }).check();
    await page.getByRole('button', { name: '선택삭제' }).click();
    await expect(items).toHaveCount(1);
    expect(deletes).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('region', { name: '쪽지 목록' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: `${title} 선택` })).toHaveCount(0);
  });

  test('a member with an unread message is told it has arrived and taken to /message; once read, the site lets them go', async ({ page }) => {
    await openFresh(page, '/');
    await logIn(page, 'member02');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('새로운 쪽지가 도착했습니다');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/message$/);
    await page.getByRole('region', { name: '쪽지 목록' }).getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByText('총 2통 · 안읽음 0통')).toBeVisible();
    await page.goto('/bet_result');
    await expect(page).toHaveURL(/\/bet_result/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a member without unread messages is never sent to /message', async ({ page }) => {
    await openAsMember(page, '/bet_result');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page).toHaveURL(/\/bet_result/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('the member column\u2019s 쪽지 button opens /message', async ({ page }) => {
    await openAsMember(page, '/europe');
    await page.getByRole('complementary', { name: '회원 정보' }).getByRole('button', { name: /쪽지/ }).click();
    await expect(page).toHaveURL(/\/message$/);
    await expect(page.getByRole('heading', { name: '쪽지함', level: 1 })).toBeVisible();
  });
});
