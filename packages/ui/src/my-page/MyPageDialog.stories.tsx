import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { StoryOpener } from '../dialog/StoryOpener';
import { myPageDialogLabels } from './labels';
import { MyPageDialog, type MyPageDialogProps } from './MyPageDialog';

const member = { userId: 'demo01', nickname: '행운의곰', role: 3, type: 0, accountHolder: '김데모', bankAccountNumber: '110123456789' };
const allOn = { alertMessageFlag: true, alertCustomerFlag: true, alertDepositFlag: true, alertWithdrawFlag: false };
const check = '비밀번호를 확인해주세요';

/** My page behind the button that opens it. */
function Opener(props: MyPageDialogProps) {
  return (
    <StoryOpener
      trigger={'마이페이지 열기'}
      initiallyOpen={props.open}
      dialog={(open, setOpen) => <MyPageDialog {...props} open={open} onOpenChange={setOpen} />}
    />
  );
}

const meta = {
  title: 'Member/MyPageDialog',
  component: MyPageDialog,
  render: (args) => <Opener {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    user: member,
    bankName: '신한은행',
    onPartnerManagement: fn(),
    onMessages: fn(),
    onLogout: fn(),
    onChangePassword: fn(async () => ({ ok: true, message: '비밀번호가 변경되었습니다. 다시 로그인해주세요.' })),
    onConvert: fn(),
    alertSettings: allOn,
    onSaveAlerts: fn(async () => ({ ok: true, message: '알림 설정을 저장했습니다.' })),
  },
} satisfies Meta<typeof MyPageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: myPageDialogLabels.title });
const passwordForm = async () => within(within(await dialog()).getByRole('form', { name: '비밀번호 변경' }));

/** A member (type 0): the account with the number masked (last 4 as stars), no partner management, the note. */
export const Member: Story = {
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('demo01')).toBeVisible();
    await expect(view.getByText('신한은행 11012345****')).toBeVisible();
    await expect(view.getByText('LV.3')).toBeVisible();
    await expect(view.queryByRole('button', { name: '파트너 관리' })).toBeNull();
    await expect(view.getByText('개인정보(이름, 연락처, 계좌) 변경은 고객센터로 문의해주세요.')).toBeVisible();
  },
};

/** A partner (type 2): partner management shows and says so when pressed. */
export const Partner: Story = {
  args: { user: { ...member, type: 2 } },
  play: async ({ args }) => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: '파트너 관리' }));
    await expect(args.onPartnerManagement).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: '쪽지함' }));
    await expect(args.onMessages).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: '콤프전환' }));
    await expect(args.onConvert).toHaveBeenCalledWith('comp');
  },
};

/** Spec 5: blank fields each say '비밀번호를 확인해주세요' and nothing is sent. */
export const PasswordRequired: Story = {
  play: async ({ args }) => {
    const form = await passwordForm();
    await userEvent.click(form.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(form.getAllByText(check)).toHaveLength(3));
    await expect(form.getByLabelText(/현재 비밀번호/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** A confirmation unlike the new password is marked on the confirmation only. */
export const PasswordMismatch: Story = {
  play: async ({ args }) => {
    const form = await passwordForm();
    await userEvent.type(form.getByLabelText(/현재 비밀번호/), 'demo1234');
    await userEvent.type(form.getByLabelText(/^새 비밀번호(?! 확인)/), 'next5678');
    await userEvent.type(form.getByLabelText(/새 비밀번호 확인/), 'next5679');
    await userEvent.click(form.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(form.getAllByText(check)).toHaveLength(1));
    await expect(form.getByLabelText(/새 비밀번호 확인/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** Changed: one request with {oldPassword, password} however often it is pressed, the spec's text, the fields cleared. */
export const PasswordChanged: Story = {
  args: {
    onChangePassword: fn(() => new Promise((resolve) => setTimeout(() => resolve({ ok: true, message: '비밀번호가 변경되었습니다. 다시 로그인해주세요.' }), 300))),
  },
  play: async ({ args }) => {
    const form = await passwordForm();
    await userEvent.type(form.getByLabelText(/현재 비밀번호/), 'demo1234');
    await userEvent.type(form.getByLabelText(/^새 비밀번호(?! 확인)/), 'next5678');
    await userEvent.type(form.getByLabelText(/새 비밀번호 확인/), 'next5678');
    const submit = form.getByRole('button', { name: '비밀번호 변경' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    await expect(await form.findByText('비밀번호가 변경되었습니다. 다시 로그인해주세요.')).toBeVisible();
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(args.onChangePassword).toHaveBeenCalledWith({ oldPassword: 'demo1234', password: 'next5678' });
    await expect(form.getByLabelText(/현재 비밀번호/)).toHaveValue('');
  },
};

/** Refused: the server's text, shown as a failure, and the form reset (spec 8). */
export const PasswordRefused: Story = {
  args: { onChangePassword: fn(async () => ({ ok: false, message: '현재 비밀번호가 일치하지 않습니다.' })) },
  play: async () => {
    const form = await passwordForm();
    await userEvent.type(form.getByLabelText(/현재 비밀번호/), 'wrong');
    await userEvent.type(form.getByLabelText(/^새 비밀번호(?! 확인)/), 'next5678');
    await userEvent.type(form.getByLabelText(/새 비밀번호 확인/), 'next5678');
    await userEvent.click(form.getByRole('button', { name: '비밀번호 변경' }));
    const status = await form.findByText('현재 비밀번호가 일치하지 않습니다.');
    await expect(status).toHaveAttribute('data-tone', 'failure');
    await expect(form.getByLabelText(/^새 비밀번호(?! 확인)/)).toHaveValue('');
  },
};

/** Opened from "password change": the current-password field has focus. */
export const FocusPassword: Story = {
  args: { focusPassword: true },
  play: async () => {
    const form = await passwordForm();
    await waitFor(() => expect(form.getByLabelText(/현재 비밀번호/)).toHaveFocus());
  },
};

/** Alert settings: the switches start from the answer; the confirm button saves all four. */
export const AlertsSaved: Story = {
  play: async ({ args }) => {
    const form = within(within(await dialog()).getByRole('form', { name: '알림 설정' }));
    await expect(form.getByRole('switch', { name: '출금 승인 알림' })).not.toBeChecked();
    await userEvent.click(form.getByRole('switch', { name: '새 쪽지 알림' }));
    await userEvent.click(form.getByRole('button', { name: '확인' }));
    await expect(await form.findByText('알림 설정을 저장했습니다.')).toBeVisible();
    await expect(args.onSaveAlerts).toHaveBeenCalledWith({ ...allOn, alertMessageFlag: false });
  },
};

/** A failed save shows the server's text and keeps what was chosen. */
export const AlertsSaveFailed: Story = {
  args: { onSaveAlerts: fn(async () => ({ ok: false, message: '예상치못한 문제가 발생했습니다.' })) },
  play: async () => {
    const form = within(within(await dialog()).getByRole('form', { name: '알림 설정' }));
    await userEvent.click(form.getByRole('switch', { name: '출금 승인 알림' }));
    await userEvent.click(form.getByRole('button', { name: '확인' }));
    await expect(await form.findByText('예상치못한 문제가 발생했습니다.')).toHaveAttribute('data-tone', 'failure');
    await expect(form.getByRole('switch', { name: '출금 승인 알림' })).toBeChecked();
  },
};

/** The settings are still loading. */
export const AlertsLoading: Story = {
  args: { alertSettings: undefined },
  play: async () => {
    await expect(within(await dialog()).getByText('알림 설정을 불러오는 중입니다.')).toBeVisible();
  },
};

/** The settings could not be read: the server's text and a retry. */
export const AlertsFailed: Story = {
  args: { alertSettings: undefined, alertError: '예상치못한 문제가 발생했습니다.', onRetryAlerts: fn() },
  play: async ({ args }) => {
    const view = within(await dialog());
    await expect(view.getByText('알림 설정을 불러오지 못했습니다')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetryAlerts).toHaveBeenCalledOnce();
  },
};

/** The 424 px layout: the dialog fills the screen and scrolls. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const box = (await dialog()).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(window.innerWidth - 1);
  },
};
