import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectInertServerHtml } from '@betkit/storybook/checks';
import { atViewport } from '@betkit/storybook/viewports';
import { noticeListLabels } from './labels';
import { NoticeList } from './NoticeList';
import { hostileNotice, storyNotices } from './storyData';

const meta = {
  title: 'Member/NoticeList',
  component: NoticeList,
  args: { entries: storyNotices },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('region', { name: noticeListLabels.list })).getAllByRole('listitem');

/** No notices: the spec's "공지가 없습니다" and no list. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('공지가 없습니다')).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** One notice, closed: its title and its date as YY.MM.DD. */
export const One: Story = {
  args: { entries: storyNotices.slice(0, 1) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /입금 계좌 안내/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(button).getByText('26.11.22')).toBeVisible();
  },
};

/** Many notices, newest first even when sent out of order; a row opens in place, and two may be open at once. */
export const Many: Story = {
  args: { entries: [...storyNotices].reverse() },
  play: async ({ canvas, userEvent }) => {
    const items = rows(canvas);
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent('[필독] 입금 계좌 안내26.11.22');
    await expect(items[7]).toHaveTextContent('[안내] 모바일 이용 안내26.11.01');
    await userEvent.click(canvas.getByRole('button', { name: /도메인 변경 안내/ }));
    await expect(await canvas.findByRole('article', { name: '[안내] 도메인 변경 안내' })).toHaveTextContent('도메인 변경 안내 내용입니다.');
    await userEvent.click(canvas.getByRole('button', { name: /입금 계좌 안내/ }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /도메인 변경 안내/ }));
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Opened from a link: the named notice is open when the board draws. */
export const OpenedFromLink: Story = {
  args: { defaultOpen: [105] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /도메인 변경 안내/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('article', { name: '[안내] 도메인 변경 안내' })).toBeVisible();
  },
};

/** A notice whose body tries a script, an event handler and a javascript: link: all inert. */
export const HostileContents: Story = {
  args: { entries: [hostileNotice] },
  play: ({ canvasElement, userEvent }) =>
    expectInertServerHtml(canvasElement, { opener: /이벤트 당첨 안내/, article: '이벤트 당첨 안내', text: '당첨을 축하합니다.', probeGlobal: '__noticeXss' }, userEvent),
};

/** At 424 px a long title is cut with an ellipsis and the row still fits the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const items = rows(canvas);
    await expect(items[1]!.getBoundingClientRect().width).toBeLessThanOrEqual(424);
    await expect(within(items[1]!).getByText('26.11.19')).toBeVisible();
  },
};
