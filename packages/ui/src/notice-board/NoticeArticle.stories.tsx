import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { noticeHtml } from '../safe-html/storyData';
import noticeSchedule from '../safe-html/notice-schedule.svg?no-inline';
import { NoticeArticle } from './NoticeArticle';
import { hostileNotice } from './storyData';

const meta = {
  title: 'Member/NoticeArticle',
  component: NoticeArticle,
  args: { notice: { id: 201, title: '12월 정기점검 안내', contents: noticeHtml(noticeSchedule), createdAt: '2026-11-24 18:00:00' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A notice as an editor writes it: the title as the heading, the date and the sanitised body with its table and image. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '12월 정기점검 안내' })).toBeVisible();
    await expect(canvas.getByText('26.11.24')).toHaveAttribute('datetime', '2026-11-24T09:00:00.000Z');
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '고객센터 공지' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A hostile body: nothing runs and nothing dangerous is left. */
export const HostileContents: Story = {
  args: { notice: hostileNotice },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: '이벤트 당첨 안내' });
    await expect(article).toHaveTextContent('당첨을 축하합니다.');
    await expect(article.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect((window as { __noticeXss?: number }).__noticeXss).toBeUndefined();
  },
};

/** At 424 px the article fills the column. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().width).toBeLessThanOrEqual(424);
  },
};
