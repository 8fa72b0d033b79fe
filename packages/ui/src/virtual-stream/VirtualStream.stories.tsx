import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { VirtualStream } from './VirtualStream';
import { virtualStreamLabels } from './labels';

/** The demo's still (apps/site/public/images, served to the stories at /images). */
const POSTER = '/images/virtual-soccer-poster.svg';

const meta = {
  title: 'Betting/VirtualStream',
  component: VirtualStream,
  args: { state: 'stream', name: '프리미어십', url: '/streams/virtual-soccer.webm?league=premierships', poster: POSTER },
  globals: atViewport('desktop'),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VirtualStream>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The matched stream: muted, inline, nothing loaded before play; its Korean controls are the keyboard's. */
export const Stream: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: '프리미어십 경기 중계' })).toBeVisible();
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAccessibleName('프리미어십 경기 영상');
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', POSTER);
    const controls = canvas.getByRole('group', { name: '영상 조작' });
    // Tab from the page's start reaches play, then the sound; Space turns the sound on and off.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(within(controls).getByRole('button', { name: '재생' })).toHaveFocus();
    await userEvent.tab();
    const sound = within(controls).getByRole('button', { name: '소리' });
    await expect(sound).toHaveFocus();
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await expect(video.muted).toBe(false);
    await userEvent.keyboard(' ');
    await expect(video.muted).toBe(true);
  },
};

/** Play and pause from the keyboard (the demo's own clip). No picture: a playing video has no fixed frame. */
export const PlaysAndPauses: Story = {
  args: { url: '/streams/virtual-soccer.webm' },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    const play = canvas.getByRole('button', { name: '재생' });
    play.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.paused).toBe(false));
    await expect(play).toHaveAccessibleName('일시정지');
    await expect(video.muted).toBe(true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.paused).toBe(true));
    await expect(play).toHaveAccessibleName('재생');
  },
};

/** No stream of the list matches the league: the screen's place stays, with the Korean line. */
export const NoMatch: Story = {
  args: { state: 'none', url: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(virtualStreamLabels.none);
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** The stream list could not be read: the heading, the server's text and a retry. */
export const Failed: Story = {
  args: { state: 'failed', url: undefined, message: '서버 점검 중입니다', onRetry: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(virtualStreamLabels.failedTitle);
    await expect(alert).toHaveTextContent('서버 점검 중입니다');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The stream list is being read. */
export const Loading: Story = {
  args: { state: 'loading', url: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(virtualStreamLabels.loading);
  },
};

/** A matched URL the browser cannot play: it says so, and the retry tries the video again. */
export const Unplayable: Story = {
  args: { url: '/streams/missing.webm', poster: undefined },
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    video.dispatchEvent(new Event('error'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(virtualStreamLabels.unplayable);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull());
  },
};

/** Every state keeps the same 16:9 place: a stream arriving or failing moves nothing below it. */
export const SamePlaceInEveryState: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
      <VirtualStream {...args} state="loading" />
      <VirtualStream {...args} state="stream" />
      <VirtualStream {...args} state="none" />
      <VirtualStream {...args} state="failed" message="서버 점검 중입니다" />
    </div>
  ),
  decorators: [(Story) => <Story />],
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('figure')].map((figure) => figure.getBoundingClientRect().height);
    await expect(heights).toHaveLength(4);
    for (const height of heights) await expect(height).toBeCloseTo(heights[0]!, 0);
  },
};

/** The 424 px layout: the screen spans the column at 16:9. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    const { width, height } = video.getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(424);
    await expect(width / height).toBeCloseTo(16 / 9, 1);
  },
};
