// Accounts end to end (issue 17; spec 2, 3, 4, 5, 7, 8): a visitor joins through a recommender-code link (a taken id
// refused, the SMS code from the demo backend, the anti-bot code) and logs in as the new member; an expired SMS code,
// an invalid code and closed sign-up are refused; password recovery changes the password and the new one logs in.
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, demoControl, e2eMode, openFresh, useScenario } from './helpers';

const desktop = (page: Page) => (page.viewportSize()?.width ?? 1920) > 767;
const header = (page: Page) => page.getByRole('banner');
const joinDialog = (page: Page) => page.getByRole('dialog', { name: '회원가입' });
const joinForm = (page: Page) => joinDialog(page).getByRole('form', { name: '회원가입 정보' });

/** A call to the demo backend as the site makes it: over HTTP in real-API mode, through the service worker in demo mode. */
async function backendCall<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const base = e2eMode().apiUrl ?? '';
  return page.evaluate(
    async ({ url, method, body }) => {
      const answer = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await answer.json()) as T;
    },
    { url: `${base}${path}`, method, body },
  );
}

/** The header's sign-up button, or the code link's dialog; returns the form once the code step is passed. */
async function passCodeStep(page: Page, code: string) {
  const step = page.getByRole('dialog', { name: '추천인 코드 입력' });
  await step.getByLabel(/추천인\(가입\) 코드/).fill(code);
  await step.getByLabel(/추천인\(가입\) 코드/).press('Enter');
  await expect(joinForm(page)).toBeVisible();
  return joinForm(page);
}

/** Sends the SMS code and answers it with the code the demo backend tells (it has no SMS gateway). */
async function authenticatePhone(form: Locator, phone: string) {
  await form.getByLabel(/^통신사/).selectOption({ label: 'KT' });
  await form.getByLabel(/^휴대폰 번호/).fill(phone);
  await form.getByRole('button', { name: '인증번호 전송' }).click();
  const sent = form.getByText(/^인증번호가 발송되었습니다 \(데모 인증번호: \d{6}\)$/);
  await expect(sent).toBeVisible();
  await expect(form.getByText(/^(10:00|0\d:\d\d)$/)).toBeVisible();
  return /(\d{6})\)$/.exec((await sent.textContent()) ?? '')![1]!;
}

test.describe('sign-up and password recovery', () => {
  test('a visitor joins from a recommender-code link: a taken id is refused, the SMS code and the anti-bot code pass, and the new member logs in', { tag: ['@mobile', '@demo'] }, async ({ page }) => {
    const joins: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/member/join') joins.push(request.postDataJSON());
    });
    // Spec 2: the joinCd query looks the code up on load and, valid, opens the join form.
    await openFresh(page, '/?joinCd=BETKIT');
    const form = joinForm(page);
    await expect(form).toBeVisible();

    // A taken id is refused by the duplicate check; a free one is 'available'.
    await form.getByLabel(/^아이디/).fill('demo01');
    await form.getByRole('button', { name: '중복확인' }).first().click();
    await expect(form.getByText('이미 사용중입니다')).toBeVisible();
    await expect(form.getByLabel(/^아이디/)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/^아이디/).fill('newbie77');
    await form.getByRole('button', { name: '중복확인' }).first().click();
    await expect(form.getByText('사용 가능합니다')).toBeVisible();

    await form.getByLabel(/^비밀번호(?! 확인)/).fill('join5678');
    await form.getByLabel(/^비밀번호 확인/).fill('join5678');
    await form.getByLabel(/^닉네임/).fill('새내기');
    const code = await authenticatePhone(form, '01055501234');
    await form.getByLabel(/^인증번호/).fill(code);
    await form.getByRole('button', { name: '인증확인' }).click();
    await expect(form.getByText('휴대폰 인증이 완료되었습니다')).toBeVisible();
    await form.getByLabel(/^생년월일/).fill('990101');
    await form.getByLabel(/^성별 숫자/).fill('2');
    await form.getByLabel(/^은행/).selectOption({ index: 1 });
    await form.getByLabel(/^계좌번호/).fill('1002123456789');
    await form.getByLabel(/^예금주/).fill('이서연');
    await form.getByLabel(/^출금 비밀번호/).fill('2468');

    // A wrong anti-bot code is refused on its field; the code read out to screen readers passes.
    await form.getByLabel(/^자동가입방지 코드 입력/).fill('0000');
    await form.getByRole('button', { name: '회원가입' }).click();
    await expect(form.getByText('자동가입방지 코드가 일치하지 않습니다')).toBeVisible();
    await expect(form.getByText('회원가입에 실패했습니다. 메시지를 확인해주세요')).toBeVisible();
    expect(joins).toHaveLength(0);
    const spoken = (await form.getByTestId('anti-bot-code').textContent()) ?? '';
    const antiBot = /자동가입방지 코드:\s*((?:[A-Z0-9] ){3}[A-Z0-9])/.exec(spoken)![1]!.replace(/ /g, '');
    await form.getByLabel(/^자동가입방지 코드 입력/).fill(antiBot);
    await form.getByRole('button', { name: '회원가입' }).dblclick();

    const done = page.getByRole('dialog', { name: '회원가입 완료' });
    await expect(done.getByText('회원가입이 완료되었습니다')).toBeVisible();
    const messenger = done.getByRole('link', { name: /메신저 문의/ });
    await expect(messenger).toHaveAttribute('rel', /noopener/);
    expect(joins).toHaveLength(1);
    // Spec 3: the join payload with the recommender's part and the fixed defaults.
    expect(joins[0]).toMatchObject({
      userId: 'newbie77',
      nickname: '새내기',
      phoneNumber: '01055501234',
      authNumber: code,
      carrierCode: '2',
      birthDate: '990101',
      gender: '2',
      suggestionCode1: 'BETKIT',
      recommenderId: 'recommender01',
      type: 0,
      userType: 'A',
      casinoUseFlag: 1,
      slotUseFlag: 1,
    });

    // The confirmation's login opens the login dialog; the new member logs in.
    await done.getByRole('button', { name: '로그인' }).click();
    const login = page.getByRole('dialog', { name: '로그인' });
    await login.getByLabel('아이디').fill('newbie77');
    await login.getByLabel('비밀번호').fill('join5678');
    await login.getByRole('button', { name: '로그인' }).click();
    await expect(login).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: '로그인' })).toHaveCount(0);
    if (desktop(page)) await expect(header(page).getByRole('button', { name: '새내기' })).toBeVisible();
  });

  test('an invalid code, an expired SMS code and closed sign-up are refused; the header and login dialog open the flows', async ({ page }) => {
    await openFresh(page, '/');
    // The header's sign-up button opens the code step; a code without an owner stays there.
    await header(page).getByRole('button', { name: '회원가입' }).click();
    const step = page.getByRole('dialog', { name: '추천인 코드 입력' });
    await expect(step.getByLabel(/추천인\(가입\) 코드/)).toBeFocused();
    await step.getByLabel(/추천인\(가입\) 코드/).press('Enter');
    await expect(step.getByText('위 항목을 입력해주세요')).toBeVisible();
    await step.getByLabel(/추천인\(가입\) 코드/).fill('NOPE99');
    await step.getByRole('button', { name: '다음단계' }).click();
    await expect(step.getByText('유효하지 않은 가입코드입니다')).toBeVisible();

    // A partner's code passes; the code the demo backend sent ages past its 10 minutes and is refused.
    const form = await passCodeStep(page, 'PT01');
    const code = await authenticatePhone(form, '01055507777');
    await demoControl(page, 'POST', '/__demo/expire-sms');
    await form.getByLabel(/^인증번호/).fill(code);
    await form.getByRole('button', { name: '인증확인' }).click();
    await expect(form.getByText('인증번호 유효시간이 지났습니다. 다시 요청해주세요')).toBeVisible();
    await expect(form.getByText('휴대폰 인증이 완료되었습니다')).toHaveCount(0);
    // What was typed stays after the refusal.
    await expect(form.getByLabel(/^휴대폰 번호/)).toHaveValue('01055507777');
    await page.keyboard.press('Escape');
    await expect(joinDialog(page)).toHaveCount(0);

    // The login dialog's non-member button opens the messenger support in a new tab without an opener.
    await header(page).getByRole('button', { name: '로그인' }).click();
    await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '비회원문의' }).click();
    const support = page.getByRole('dialog', { name: '비회원문의' });
    await expect(support.getByRole('link', { name: /메신저 상담 열기/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('dialog', { name: '로그인' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Spec 5 and 8: while joinStartEndFlg is set the dialog says so and offers no form.
    await useScenario(page, 'signUpClosed');
    await header(page).getByRole('button', { name: '회원가입' }).click();
    await expect(page.getByRole('dialog').getByText('현재 회원가입은 종료했습니다.')).toBeVisible();
    await expect(page.getByRole('form', { name: '회원가입 정보' })).toHaveCount(0);
  });

  test('password recovery: a wrong answer is refused, the right one changes the password, and the new password logs in', async ({ page }) => {
    await openFresh(page, '/');
    // The site is up (in demo mode its service worker answers from here on).
    await expect(header(page).getByRole('button', { name: '로그인' })).toBeVisible();
    const { user } = await backendCall<{ user: { accountHolder: string; phoneNumber: string } }>(page, 'POST', '/auth/login', {
      userId: 'demo01',
      password: DEMO_PASSWORD,
    });
    await header(page).getByRole('button', { name: '로그인' }).click();
    await page.getByRole('dialog', { name: '로그인' }).getByRole('button', { name: '비밀번호 찾기' }).click();
    const find = page.getByRole('dialog', { name: '비밀번호 찾기' });
    await find.getByRole('button', { name: '비밀번호 찾기' }).click();
    await expect(find.getByText('위 항목을 입력해주세요')).toHaveCount(3);

    await find.getByLabel('아이디').fill('demo01');
    await find.getByLabel('예금주').fill(user.accountHolder);
    await find.getByLabel('휴대폰 번호 뒤 4자리').fill('0000' === user.phoneNumber.slice(-4) ? '1111' : '0000');
    await find.getByRole('button', { name: '비밀번호 찾기' }).click();
    await expect(find.getByText('회원님의 정보를 찾을 수 없습니다. 비회원문의로 상담해주세요.')).toBeVisible();
    await find.getByLabel('휴대폰 번호 뒤 4자리').fill(user.phoneNumber.slice(-4));
    await find.getByRole('button', { name: '비밀번호 찾기' }).click();

    const change = page.getByRole('dialog', { name: '비밀번호 변경' });
    await change.getByLabel(/^새 비밀번호(?! 확인)/).fill('found9876');
    await change.getByLabel('새 비밀번호 확인').fill('found9875');
    await change.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(change.getByText('비밀번호가 일치하지 않습니다').first()).toBeVisible();
    await change.getByLabel(/^새 비밀번호(?! 확인)/).fill('found9876');
    await change.getByLabel('새 비밀번호 확인').fill('found9876');
    await change.getByRole('button', { name: '비밀번호 변경' }).click();
    const popup = page.getByRole('dialog').filter({ hasText: '비밀번호를 변경했습니다.' });
    await expect(popup).toBeVisible();
    await expect(change).toHaveCount(0);
    await popup.getByRole('button', { name: '닫기' }).first().click();

    // The old password is refused with the server's text; the new one logs in.
    await header(page).getByRole('button', { name: '로그인' }).click();
    const login = page.getByRole('dialog', { name: '로그인' });
    await login.getByLabel('아이디').fill('demo01');
    await login.getByLabel('비밀번호').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: '로그인' }).click();
    await expect(login.getByRole('alert').or(login.getByRole('status')).first()).toBeVisible();
    await login.getByLabel('비밀번호').fill('found9876');
    await login.getByRole('button', { name: '로그인' }).click();
    await expect(login).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: '로그인' })).toHaveCount(0);
  });
});
