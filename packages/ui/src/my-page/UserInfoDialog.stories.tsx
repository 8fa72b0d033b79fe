import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { recordedLink } from '@betkit/storybook/links';
import { atViewport } from '@betkit/storybook/viewports';
import { StoryOpener } from '../dialog/StoryOpener';
import { userInfoDialogLabels } from './labels';
import { UserInfoDialog, type UserInfoDialogProps } from './UserInfoDialog';

/** Links followed in these stories, by href. */
const followed = fn();
const renderLink = recordedLink(followed);

/** The dialog behind the top bar's nickname button that opens it. */
function Opener(props: UserInfoDialogProps) {
  return (
    <StoryOpener
      trigger={props.user.nickname}
      initiallyOpen={props.open}
      dialog={(open, setOpen) => <UserInfoDialog {...props} open={open} onOpenChange={setOpen} />}
    />
  );
}

const member = { nickname: '행운의곰', role: 3, type: 0, emoney: 1_250_000, point: 12_300, comp: 480 };

const meta = {
  title: 'Member/UserInfoDialog',
  component: UserInfoDialog,
  render: (args) => <Opener {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    user: member,
    unreadCount: 3,
    renderLink,
    onLogout: fn(),
    onChangePassword: fn(),
    onMyPage: fn(),
    onConvert: fn(),
  },
} satisfies Meta<typeof UserInfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: userInfoDialogLabels.title });

/** A member with 3 unread messages: level, nickname, balances, the five links in the spec's order, logout. */
export const Member: Story = {
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('행운의곰')).toBeVisible();
    await expect(view.getByText('₩1,250,000')).toBeVisible();
    const links = view.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/message', '/bet_result', '/board/notice', '/customer', '/attendance']);
    await expect(links.map((link) => link.textContent)).toEqual(['쪽지함3', '베팅내역', '공지사항', '고객센터', '출석체크']);
    await expect(view.getByRole('img', { name: '읽지 않은 쪽지 3개' })).toBeVisible();
    await expect(view.getByRole('button', { name: '로그아웃' })).toBeVisible();
  },
};

/** No unread messages: no count after the messages link. */
export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('link', { name: '쪽지함' })).toBeVisible();
    await expect(view.queryByRole('img', { name: /읽지 않은 쪽지/ })).toBeNull();
  },
};

/** Spec 6: the back office's admin (type 1, role 10) has no logout button here. */
export const BackOfficeAdmin: Story = {
  args: { user: { ...member, nickname: '운영자', type: 1, role: 10 } },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('button', { name: '비밀번호 변경' })).toBeVisible();
    await expect(view.queryByRole('button', { name: '로그아웃' })).toBeNull();
  },
};

/** Following a link closes the dialog; focus goes back to the nickname button. */
export const FollowLink: Story = {
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('link', { name: '출석체크' }));
    await expect(followed).toHaveBeenCalledWith('/attendance');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The buttons say what was pressed: password change, my page, logout, and the strip's conversions. */
export const Buttons: Story = {
  play: async ({ args }) => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: '비밀번호 변경' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: '마이페이지' }));
    await expect(args.onMyPage).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: '포인트전환' }));
    await expect(args.onConvert).toHaveBeenCalledWith('point');
    await userEvent.click(view.getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Esc closes it and focus returns to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvas }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '행운의곰' }));
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: '행운의곰' })).toHaveFocus());
  },
};

/** The 424 px layout: the dialog fills the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const box = (await dialog()).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(window.innerWidth - 1);
  },
};

/** Spec 2: a partner (type not 0) gets 파트너 관리, which leads to the partner area; a member (type 0) never does. */
export const Partner: Story = {
  args: { user: { ...member, nickname: '대박총판', type: 1, role: 1 }, onPartnerManagement: fn() },
  play: async ({ args }) => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: userInfoDialogLabels.partnerManagement }));
    await expect(args.onPartnerManagement).toHaveBeenCalledOnce();
  },
};
