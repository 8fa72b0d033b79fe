import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { Marquee } from './Marquee';

const notice = '[공지] 매주 화요일 06:00~08:00 정기 점검이 있습니다. 입금 전 반드시 계좌를 문의해 주세요.';

const meta = {
  title: 'Base/Marquee',
  component: Marquee,
  args: { text: notice, label: '사이트 공지' },
  globals: atViewport('mobile'),
  parameters: { screenshot: false },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling: one pass in 15 seconds, paused while focused (or hovered); screen readers get the still copy only. */
export const Scrolling: Story = {
  globals: { ...atViewport('mobile'), motion: 'on' },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: '사이트 공지' });
    await expect(region).toHaveAccessibleName('사이트 공지');
    const moving = region.querySelector('[aria-hidden="true"]')!;
    const [animation] = moving.getAnimations();
    await expect(animation!.effect!.getTiming().duration).toBe(15_000);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(moving).animationPlayState).toBe('paused');
  },
};

/** Reduced motion (the page asks for none): the notice stands still, cut with an ellipsis, and nothing moves. */
export const ReducedMotion: Story = {
  decorators: [
    (Story) => (
      <div data-reduce-motion="true">
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '사이트 공지' });
    await expect(region.querySelector('[aria-hidden="true"]')!.getAnimations()).toHaveLength(0);
    await expect(canvas.getByText(notice, { selector: 'span:not([aria-hidden])' })).toBeVisible();
  },
};

/** No notice set: nothing is drawn. */
export const Empty: Story = {
  args: { text: '  ' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
