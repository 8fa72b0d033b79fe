import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { noticeBoardPageLabels, noticeListLabels } from './labels';
import { NoticeLinkBoard } from './NoticeLinkBoard';
import type { NoticeLinkProps } from './NoticeLinkList';
import { storyNotices } from './storyData';

const renderLink = ({ href, className, children }: NoticeLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

const meta = {
  title: 'Member/NoticeLinkBoard',
  component: NoticeLinkBoard,
  args: {
    notices: { list: storyNotices.slice(0, 5), totalCount: 12 },
    error: null,
    onRetry: fn(),
    page: 1,
    pageSize: 5,
    onPageChange: fn(),
    detailHref: (notice) => `#notice-${notice.id}`,
    renderLink,
  },
  globals: atViewport('desktop'),
} satisfies Meta<typeof NoticeLinkBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of notices as links to their details, the page buttons, and the write link for a member who may write. */
export const Writer: Story = {
  args: { writeHref: '#write' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: noticeBoardPageLabels.communityTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: noticeBoardPageLabels.write })).toHaveAttribute('href', '#write');
    await expect(canvas.getByRole('link', { name: storyNotices[0]!.title })).toHaveAttribute('href', `#notice-${storyNotices[0]!.id}`);
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A reader: no write link; no notices shows the spec's empty text. */
export const Empty: Story = {
  args: { notices: { list: [], totalCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(noticeListLabels.empty)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: noticeBoardPageLabels.write })).toBeNull();
  },
};
