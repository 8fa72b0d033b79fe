// The customer centre (/customer, issue 16): the 1:1 enquiry sent as POST /customer/, its Korean refusals, and the
// login a guest is asked for. The customer-reply notification leads here.
import { expect, test } from './fixtures';
import { openAsMember } from './helpers';

test.describe('the customer centre', () => {
  test('a member\u2019s empty enquiry is refused in Korean and not sent; a written one is sent once and received', { tag: '@demo' }, async ({ page }) => {
    await openAsMember(page, '/customer');
    const form = page.getByRole('form', { name: '1:1 문의' });
    await expect(form).toBeVisible();
    const posts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/customer/')) posts.push(request.postDataJSON());
    });

    await form.getByRole('button', { name: '문의하기' }).click();
    await expect(form.getByText('제목을 입력해주세요.')).toBeVisible();
    await expect(form.getByText('내용을 입력해주세요.')).toBeVisible();

    await form.getByRole('textbox', { name: /^제목/ }).fill('출금 지연 문의');
    await form.getByRole('textbox', { name: /^문의 내용/ }).fill('어제 신청한 출금이 아직 처리되지 않았습니다.');
    await form.getByRole('button', { name: '문의하기' }).dblclick();
    await expect(form.getByText('문의가 접수되었습니다. 답변이 등록되면 알림으로 알려드립니다.')).toBeVisible();
    expect(posts).toEqual([{ memberId: expect.any(Number), title: '출금 지연 문의', questionContents: '어제 신청한 출금이 아직 처리되지 않았습니다.' }]);
    await expect(form.getByRole('textbox', { name: /^제목/ })).toHaveValue('');
  });
});
