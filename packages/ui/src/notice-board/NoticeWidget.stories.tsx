import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { recordedLink } from '@betkit/storybook/links';
import { atViewport } from '@betkit/storybook/viewports';
import { StoryOpener } from '../dialog/StoryOpener';
import { noticeWidgetLabels } from './labels';
import { NoticeWidget, type NoticeWidgetProps } from './NoticeWidget';
import { storyNotices } from './storyData';

/** Links followed in these stories, by href. */
const followed = fn();
const renderLink = recordedLink(followed);

/** The widget behind the button that opens it, as the site's quick link does. */
function Opener(props: NoticeWidgetProps) {
  return (
    <StoryOpener
      trigger={'공지 열기'}
      initiallyOpen={props.open}
      dialog={(open, setOpen) => <NoticeWidget {...props} open={open} onOpenChange={setOpen} />}
    />
  );
}

const meta = {
  title: 'Member/NoticeWidget',
  component: NoticeWidget,
  render: (args) => <Opener {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    notices: storyNotices,
    detailHref: (notice) => `/community/notice/detail/${notice.id}`,
    boardHref: '/community/notice',
    writeHref: '/community/notice/regist',
    renderLink,
  },
} satisfies Meta<typeof NoticeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const widget = () => screen.findByRole('dialog', { name: noticeWidgetLabels.title });

/** Eight notices sent: the latest 5 show as YY.MM.DD and title, each a link to its detail. */
export const LatestFive: Story = {
  play: async () => {
    const dialog = await widget();
    const rows = within(dialog).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('26.11.22[필독] 입금 계좌 안내');
    await expect(rows[4]).toHaveTextContent('26.11.10[안내] 실시간 베팅 배당 변경 정책');
    await expect(within(rows[3]!).getByRole('link')).toHaveAttribute('href', '/community/notice/detail/105');
    await expect(within(dialog).queryByRole('link', { name: '공지 작성' })).toBeNull();
  },
};

/** Following a notice's link closes the widget. */
export const FollowLink: Story = {
  play: async () => {
    const dialog = await widget();
    await userEvent.click(within(dialog).getByRole('link', { name: '[안내] 도메인 변경 안내' }));
    await expect(followed).toHaveBeenCalledWith('/community/notice/detail/105');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Role 1 (canWriteNotice): the write icon shows, linking to the write page. */
export const Writer: Story = {
  args: { canWrite: true },
  play: async () => {
    const dialog = await widget();
    await expect(within(dialog).getByRole('link', { name: '공지 작성' })).toHaveAttribute('href', '/community/notice/regist');
  },
};

/** Loading: the list's place says so. */
export const Loading: Story = {
  args: { notices: undefined },
  play: async () => {
    await expect(within(await widget()).getByText('공지를 불러오는 중입니다.')).toBeVisible();
  },
};

/** The read failed: the server's text and a retry, never an empty list. */
export const Failed: Story = {
  args: { notices: undefined, error: '예상치못한 문제가 발생했습니다.', onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await widget();
    await expect(within(dialog).getByText('예상치못한 문제가 발생했습니다.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No notices: "공지가 없습니다". */
export const Empty: Story = {
  args: { notices: [] },
  play: async () => {
    await expect(within(await widget()).getByText('공지가 없습니다')).toBeVisible();
  },
};

/** Desktop: half the width (spec: notice dialog width 50%); Esc closes it and focus goes back to the opener. */
export const HalfWidth: Story = {
  globals: atViewport('desktop'),
  args: { open: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '공지 열기' }));
    const dialog = await widget();
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(Math.round(window.innerWidth / 2));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '공지 열기' })).toHaveFocus();
  },
};

/** A click outside the widget closes it. */
export const OutsideClick: Story = {
  globals: atViewport('desktop'),
  play: async () => {
    const dialog = await widget();
    // The overlay is the dialog's sibling in the portal: what a press beside the panel lands on.
    await userEvent.click(dialog.previousElementSibling as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Tablet (768 px): the whole screen. */
export const Tablet: Story = {
  globals: atViewport('tablet'),
  play: async () => {
    const box = (await widget()).getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** Mobile (424 px): the whole screen. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const box = (await widget()).getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};
