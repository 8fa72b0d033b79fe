import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { couponMessages, depositMessages, shellMessages } from '@betkit/domain';
import { scenarios } from '@betkit/mocks';
import { Button, buttonLabels, depositFormLabels } from '@betkit/ui';
import { atViewport } from '@betkit/storybook/viewports';
import { SCREEN_WAIT, siteScreen } from '../stories/siteDecorator';
import { useDepositDialog } from './moneyDialogs';
import DepositPage from './DepositPage';

const meta = {
  title: 'Site/Money/DepositPage',
  component: DepositPage,
  ...siteScreen({ padded: false, route: '/deposit', member: 'demo01' }),
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit form once the bonuses have loaded. */
async function depositForm() {
  const form = await screen.findByRole('form', { name: depositFormLabels.form }, SCREEN_WAIT);
  await within(form).findByRole('radio', { name: /첫충 10%/ }, SCREEN_WAIT);
  return within(form);
}

/** The global alert's text, then closes it. */
async function expectAlert(text: string) {
  const alert = await screen.findByRole('alertdialog', {}, SCREEN_WAIT);
  await waitFor(() => expect(alert).toHaveAccessibleDescription(text), SCREEN_WAIT);
  await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Chooses the first-charge bonus (accepting its confirm) and types an amount. */
async function fill(form: Awaited<ReturnType<typeof depositForm>>, amount: string) {
  await userEvent.click(form.getByRole('radio', { name: /첫충 10%/ }));
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await userEvent.type(form.getByRole('textbox', { name: depositFormLabels.amount }), amount);
}

/** A guest sees '로그인 후 이용 가능합니다' and the login form. */
export const Guest: Story = {
  parameters: { member: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(shellMessages.loginRequired);
    await expect(canvas.queryByRole('form', { name: depositFormLabels.form })).toBeNull();
  },
};

/** demo01 at 1920: the rules box from the server, three bonuses with their images, the member's bank by name. */
export const Member: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    const form = await depositForm();
    await expect(canvas.getByRole('heading', { name: '입금 규정' })).toBeVisible();
    await expect(form.getAllByRole('radio')).toHaveLength(3);
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.map((image) => new URL(image.src).pathname)).toEqual([
      '/api/file/download/event/first-charge-10.png',
      '/api/file/download/event/every-charge-5.png',
    ]);
    // Pictures, not file names: each banner decodes, none draws its file's name, and each bonus has its own.
    const drawn = await Promise.all(
      images.map(async (image) => {
        await image.decode();
        return (await fetch(image.src)).text();
      }),
    );
    for (const [index, svg] of drawn.entries()) {
      await expect(images[index]!.naturalWidth).toBe(320);
      await expect(svg).not.toMatch(/charge-\d+\.png/);
    }
    await expect(new Set(drawn).size).toBe(images.length);
    await expect(form.getByRole('textbox', { name: depositFormLabels.depositorName })).toHaveAccessibleDescription(/등록계좌: \S+은행 \d+\*{4}/);
  },
};

/** A wrong deposit/withdrawal password: the server's '비밀번호가 일치하지 않습니다.' as an alert; no account shown. */
export const PasswordCheckFailure: Story = {
  play: async ({ canvas }) => {
    await depositForm();
    await userEvent.type(canvas.getByLabelText(depositFormLabels.password), '9999');
    await userEvent.click(canvas.getByRole('button', { name: depositFormLabels.checkAccount }));
    await expectAlert(depositMessages.passwordMismatch);
    await expect(canvas.queryByText('123-456-789012')).toBeNull();
  },
};

/** The right password shows the deposit account (POST /deposot-account-confirm). */
export const AccountShown: Story = {
  play: async ({ canvas }) => {
    await depositForm();
    await userEvent.type(canvas.getByLabelText(depositFormLabels.password), '1234');
    await userEvent.click(canvas.getByRole('button', { name: depositFormLabels.checkAccount }));
    await expect(await canvas.findByText('123-456-789012', {}, SCREEN_WAIT)).toBeVisible();
    await expect(canvas.getByText('(주)벳킷')).toBeVisible();
  },
};

/** A valid request: '입금신청이 완료되었습니다.' and the amount cleared. */
export const Success: Story = {
  play: async () => {
    const form = await depositForm();
    await fill(form, '50000');
    await userEvent.click(form.getByRole('button', { name: depositFormLabels.submit }));
    await expectAlert(depositMessages.completed);
    await expect(form.getByRole('textbox', { name: depositFormLabels.amount })).toHaveValue('');
  },
};

/** The server refuses with its text (scenario chargeFailed): that text is shown; the amount stays. */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: scenarios.chargeFailed } },
  play: async () => {
    const form = await depositForm();
    await fill(form, '50000');
    await userEvent.click(form.getByRole('button', { name: depositFormLabels.submit }));
    await expectAlert('은행 점검시간(23:30~00:30)에는 신청할 수 없습니다.');
    await expect(form.getByRole('textbox', { name: depositFormLabels.amount })).toHaveValue('50,000');
  },
};

/** Both coupons issued: '일일 누적 충전[횟수] 쿠폰이 지급 되었습니다.' and '일일 누적 충전[금액] 쿠폰이 지급 되었습니다.'. */
export const CouponSuccess: Story = {
  parameters: { msw: { handlers: scenarios.chargeCouponsIssued } },
  play: async () => {
    const form = await depositForm();
    await userEvent.click(form.getByRole('button', { name: depositFormLabels.couponCount }));
    await expectAlert(couponMessages.countIssued);
    await userEvent.click(form.getByRole('button', { name: depositFormLabels.couponAmount }));
    await expectAlert(couponMessages.amountIssued);
  },
};

/** The backend refuses with its text; without text the fallback '문제가 발생했습니다. 시스템관리자에게 문의해주세요.'. */
export const CouponFailure: Story = {
  parameters: { msw: { handlers: scenarios.couponFailed } },
  play: async () => {
    const form = await depositForm();
    await userEvent.click(form.getByRole('button', { name: depositFormLabels.couponAmount }));
    await expectAlert(couponMessages.errorFallback);
  },
};

/** The demo backend's own refusal text of the count coupon. */
export const CouponRefusedWithText: Story = {
  play: async () => {
    const form = await depositForm();
    await userEvent.click(form.getByRole('button', { name: depositFormLabels.couponCount }));
    await expectAlert('오늘 누적 충전 횟수가 부족합니다. (3회 이상)');
  },
};

/** POST /charge requests this story's backend received; the answer never comes, so the request stays in flight. */
const inFlight = { posts: 0 };
const chargeNeverAnswers = http.post('/charge', async () => {
  inFlight.posts += 1;
  await delay('infinite');
  return new HttpResponse(null);
});

/** While the request is in flight the submit is busy ('처리 중'); a double click and a third click send one request. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [chargeNeverAnswers] } },
  play: async () => {
    inFlight.posts = 0;
    const form = await depositForm();
    await fill(form, '50000');
    const submit = form.getByRole('button', { name: depositFormLabels.submit });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toHaveAccessibleName(buttonLabels.busy);
    await userEvent.click(submit);
    await waitFor(() => expect(inFlight.posts).toBe(1));
    await expect(inFlight.posts).toBe(1);
  },
};

/** The dialog opened by the shell's hook. */
function DialogOpener() {
  const { openDialog, dialog } = useDepositDialog();
  return (
    <>
      <Button onClick={openDialog}>입금</Button>
      {dialog}
    </>
  );
}

/** The deposit dialog at 1920: 1200 px wide, the history section under the form. */
export const DialogDesktop: Story = {
  globals: atViewport('desktop'),
  render: () => <DialogOpener />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '입금' }, SCREEN_WAIT));
    const dialog = await screen.findByRole('dialog', { name: '입금신청' }, SCREEN_WAIT);
    await within(dialog).findByRole('radio', { name: /첫충 10%/ }, SCREEN_WAIT);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
    await expect(within(dialog).queryByRole('tablist')).toBeNull();
    await expect(within(dialog).getByRole('heading', { name: depositFormLabels.historyTitle })).toBeVisible();
  },
};

/** The deposit dialog at 424: full screen, request and history tabs. */
export const DialogMobile: Story = {
  globals: atViewport('mobile'),
  render: () => <DialogOpener />,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '입금' }, SCREEN_WAIT));
    const dialog = await screen.findByRole('dialog', { name: '입금신청' }, SCREEN_WAIT);
    await within(dialog).findByRole('radio', { name: /첫충 10%/ }, SCREEN_WAIT);
    await expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['입금신청', '입금내역']);
    const quick = within(dialog).getByRole('group', { name: depositFormLabels.quickAdd });
    await expect(within(quick).getByRole('button', { name: '200만' })).toBeVisible();
  },
};
