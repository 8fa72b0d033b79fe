import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LoadState } from './LoadState';
import { loadStateLabels } from './labels';

const SERVER_TEXT = '일시적인 오류가 발생했습니다.';

const meta = {
  title: 'Base/LoadState',
  component: LoadState,
  args: { state: 'loading', layout: 'board', onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A board's first read: the line for screen readers and placeholder cards. */
export const BoardLoading: Story = {
  args: { state: 'loading', layout: 'board', message: '경기 목록을 불러오는 중입니다…', placeholders: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('경기 목록을 불러오는 중입니다…');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

/** Without its own words the loading line is the label's. */
export const ListLoading: Story = {
  args: { state: 'loading', layout: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(loadStateLabels.loading);
  },
};

/** A board's failure: the heading, the server's text, and a retry that stays busy until the read answers. */
export const BoardFailed: Story = {
  args: {
    state: 'failed',
    layout: 'board',
    title: '경기 목록을 불러오지 못했습니다.',
    message: SERVER_TEXT,
    onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50))),
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('경기 목록을 불러오지 못했습니다.');
    await expect(alert).toHaveTextContent(SERVER_TEXT);
    const retry = canvas.getByRole('button', { name: loadStateLabels.retry });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: loadStateLabels.retry })).not.toHaveAttribute('aria-busy'));
  },
};

/** A history list's failure: the server's text with a small retry; clicking it calls onRetry. */
export const ListFailed: Story = {
  args: { state: 'failed', layout: 'list', message: SERVER_TEXT },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_TEXT);
    await userEvent.click(canvas.getByRole('button', { name: loadStateLabels.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A tree branch's failure, left-aligned and small, with the retry's words overridden. */
export const BranchFailed: Story = {
  args: { state: 'failed', layout: 'branch', title: '종목을 불러오지 못했습니다.', message: SERVER_TEXT, labels: { retry: '다시 불러오기' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('종목을 불러오지 못했습니다.');
    await expect(canvas.getByRole('button', { name: '다시 불러오기' })).toBeVisible();
  },
};

/** A game card's failed refresh: the server's text without a retry (the card keeps polling). */
export const CardFailedWithoutRetry: Story = {
  args: { state: 'failed', layout: 'card', message: SERVER_TEXT, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_TEXT);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An empty answer: the screen's words, announced politely. */
export const Empty: Story = {
  args: { state: 'empty', layout: 'board', message: '경기가 없습니다.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('경기가 없습니다.');
    await expect(canvas.getByRole('status')).toHaveAttribute('data-state', 'empty');
  },
};
