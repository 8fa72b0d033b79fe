import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import type { NavTabLinkProps } from '../nav-tabs';
import { noticeBoardPageLabels } from './labels';
import { NoticeBoardPage } from './NoticeBoardPage';
import { storyNotices } from './storyData';

const renderLink = ({ href, children, ...props }: NavTabLinkProps) => (
  <a href={href} {...props}>
    {children}
  </a>
);

const meta = {
  title: 'Member/NoticeBoardPage',
  component: NoticeBoardPage,
  args: { kind: 'notice', entries: storyNotices.slice(0, 3), error: null, onRetry: fn(), hrefOf: (kind) => `#${kind}`, renderLink },
  globals: atViewport('desktop'),
} satisfies Meta<typeof NoticeBoardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice board: the links to the betting rules and notices (this one current), then its posts. */
export const Notices: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: noticeBoardPageLabels.titles.notice })).toBeVisible();
    await expect(canvas.getByRole('link', { name: noticeBoardPageLabels.buttons.notice })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: noticeBoardPageLabels.buttons.betting_rule })).toHaveAttribute('href', '#betting_rule');
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** The event board: its count under the title, no links between boards, its own empty text when there is none. */
export const EventsEmpty: Story = {
  args: { kind: 'event', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(noticeBoardPageLabels.eventCount(0))).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText(noticeBoardPageLabels.eventEmpty)).toBeVisible();
  },
};

/** The board is still being read: the loading line. */
export const Loading: Story = {
  args: { entries: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(noticeBoardPageLabels.loading);
  },
};

/** The read failed: the server's text with a retry. */
export const Failed: Story = {
  args: { entries: undefined, error: '게시글을 불러오지 못했습니다.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('게시글을 불러오지 못했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
