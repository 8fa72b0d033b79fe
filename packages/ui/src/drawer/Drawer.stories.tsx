import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { Drawer } from './Drawer';

const meta = {
  title: 'Base/Drawer',
  component: Drawer,
  args: { title: '내 정보', side: 'right', defaultOpen: true, onOpenChange: fn(), children: <p style={{ margin: 0 }}>회원 메뉴</p> },
  globals: atViewport('mobile'),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer's box once its slide has finished. */
async function settledBox(name: string) {
  const drawer = await screen.findByRole('dialog', { name });
  await Promise.all(drawer.getAnimations().map((animation) => animation.finished));
  return { drawer, box: drawer.getBoundingClientRect() };
}

/** A right drawer (spec 2: the mobile sidebar, 352 px): the full height at the edge; Tab stays inside; Esc closes it. */
export const Right: Story = {
  args: {
    children: (
      <nav aria-label="회원 메뉴">
        <a href="#event">이벤트</a> <a href="#customer">고객센터</a>
      </nav>
    ),
  },
  play: async ({ args, userEvent }) => {
    const { drawer, box } = await settledBox('내 정보');
    await expect(box.width).toBe(352);
    await expect(box.height).toBe(window.innerHeight);
    await expect(box.right).toBe(window.innerWidth);
    // Three stops (×, two links), then back to the first: focus never leaves the drawer.
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A left drawer (the mobile menu) at the other edge. */
export const Left: Story = {
  args: { title: '메뉴', side: 'left' },
  play: async () => {
    const { box } = await settledBox('메뉴');
    await expect(box.left).toBe(0);
    await expect(box.height).toBe(window.innerHeight);
  },
};
