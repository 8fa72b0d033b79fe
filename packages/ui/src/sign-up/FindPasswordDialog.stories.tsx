import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { accountLoginMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { StoryOpener } from '../dialog/StoryOpener';
import { FindPasswordDialog, type FindPasswordDialogProps } from './FindPasswordDialog';

/** The dialog behind the button that opens it. */
function Opener(props: FindPasswordDialogProps) {
  return (
    <StoryOpener
      trigger="비밀번호 찾기"
      initiallyOpen={props.open}
      dialog={(open, setOpen) => (
        <FindPasswordDialog
          {...props}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            props.onOpenChange(next);
          }}
        />
      )}
    />
  );
}

const meta = {
  title: 'Member/FindPasswordDialog',
  component: FindPasswordDialog,
  render: (args) => <Opener {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onFind: fn<FindPasswordDialogProps['onFind']>(async () => ({ ok: true, message: '' })),
    onChangePassword: fn<FindPasswordDialogProps['onChangePassword']>(async () => ({ ok: true, message: accountLoginMessages.changed })),
    onChanged: fn(),
  },
} satisfies Meta<typeof FindPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const find = async () => within(await screen.findByRole('dialog', { name: '비밀번호 찾기' }));
const change = async () => within(await screen.findByRole('dialog', { name: '비밀번호 변경' }));

async function fillFind(view: ReturnType<typeof within>, phone = '5678') {
  await userEvent.type(view.getByLabelText(/^아이디/), 'demo01');
  await userEvent.type(view.getByLabelText(/^예금주/), '김데모');
  await userEvent.type(view.getByLabelText(/^휴대폰 번호 뒤 4자리/), phone);
}

/** Finds demo01 and reaches the change step; with `password`, types it in both new-password fields. */
async function reachChange(password?: string) {
  await fillFind(await find());
  await userEvent.click((await find()).getByRole('button', { name: '비밀번호 찾기' }));
  const view = await change();
  if (password !== undefined) {
    await userEvent.type(view.getByLabelText(/^새 비밀번호(?! 확인)/), password);
    await userEvent.type(view.getByLabelText(/^새 비밀번호 확인/), password);
  }
  return view;
}

/** Spec 5: the three fields are required ('위 항목을 입력해주세요'); the id field has focus. */
export const FindRequired: Story = {
  play: async ({ args }) => {
    const view = await find();
    await waitFor(() => expect(view.getByLabelText(/^아이디/)).toHaveFocus());
    await userEvent.click(view.getByRole('button', { name: '비밀번호 찾기' }));
    await waitFor(() => expect(view.getAllByText('위 항목을 입력해주세요')).toHaveLength(3));
    await expect(args.onFind).not.toHaveBeenCalled();
  },
};

/** Spec 9: the last 4 digits of the phone, exactly 4 digits. */
export const FindPhoneDigits: Story = {
  play: async ({ args }) => {
    const view = await find();
    await fillFind(view, '56');
    await userEvent.click(view.getByRole('button', { name: '비밀번호 찾기' }));
    await expect(await view.findByText('휴대폰 번호 뒤 4자리를 입력해주세요')).toBeVisible();
    await expect(args.onFind).not.toHaveBeenCalled();
  },
};

/** Spec 8: not found is '회원님의 정보를 찾을 수 없습니다. 비회원문의로 상담해주세요.'; what was typed stays. */
export const FindNotFound: Story = {
  args: { onFind: fn<FindPasswordDialogProps['onFind']>(async () => ({ ok: false, message: accountLoginMessages.findFailed })) },
  play: async ({ args }) => {
    const view = await find();
    await fillFind(view);
    await userEvent.click(view.getByRole('button', { name: '비밀번호 찾기' }));
    await expect(await view.findByText('회원님의 정보를 찾을 수 없습니다. 비회원문의로 상담해주세요.')).toHaveAttribute('data-tone', 'failure');
    await expect(args.onFind).toHaveBeenCalledWith({ userId: 'demo01', accountHolder: '김데모', phoneNumber: '5678' });
    await expect(view.getByLabelText(/^아이디/)).toHaveValue('demo01');
  },
};

/** Spec 4: found, the dialog turns into the change-password step with the new password field focused. */
export const Found: Story = {
  play: async () => {
    const view = await reachChange();
    await waitFor(() => expect(view.getByLabelText(/^새 비밀번호(?! 확인)/)).toHaveFocus());
  },
};

/** Spec 5: both fields required and equal, else '비밀번호가 일치하지 않습니다'. */
export const ChangeMismatch: Story = {
  play: async ({ args }) => {
    const view = await reachChange();
    await userEvent.click(view.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(view.getAllByText('비밀번호가 일치하지 않습니다')).toHaveLength(2));
    await userEvent.type(view.getByLabelText(/^새 비밀번호(?! 확인)/), 'next5678');
    await userEvent.type(view.getByLabelText(/^새 비밀번호 확인/), 'next5679');
    await userEvent.click(view.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(view.getAllByText('비밀번호가 일치하지 않습니다').length).toBeGreaterThan(0));
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** Spec 8: a failed change says '시스템에 문제가 발생했습니다. 비회원문의를 통해 상담해주세요.' and clears the form. */
export const ChangeFailed: Story = {
  args: { onChangePassword: fn<FindPasswordDialogProps['onChangePassword']>(async () => ({ ok: false, message: accountLoginMessages.changeFailed })) },
  play: async ({ args }) => {
    const view = await reachChange('next5678');
    await userEvent.click(view.getByRole('button', { name: '비밀번호 변경' }));
    await expect(await view.findByText('시스템에 문제가 발생했습니다. 비회원문의를 통해 상담해주세요.')).toBeVisible();
    await expect(view.getByLabelText(/^새 비밀번호(?! 확인)/)).toHaveValue('');
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** Spec 4/8: changed: one request {userId, newPassword}, the dialog closes and the site says '비밀번호를 변경했습니다.'. */
export const Changed: Story = {
  args: {
    onChangePassword: fn<FindPasswordDialogProps['onChangePassword']>(() => new Promise<{ ok: boolean; message: string }>((resolve) => setTimeout(() => resolve({ ok: true, message: accountLoginMessages.changed }), 200))),
  },
  play: async ({ args }) => {
    const view = await reachChange('next5678');
    const button = view.getByRole('button', { name: '비밀번호 변경' });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledWith('비밀번호를 변경했습니다.'));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(args.onChangePassword).toHaveBeenCalledWith({ userId: 'demo01', newPassword: 'next5678' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The 424 px layout. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    await expect((await find()).getByRole('button', { name: '비밀번호 찾기' })).toBeVisible();
  },
};
