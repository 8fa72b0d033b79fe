import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button/Button';
import { Drawer } from './Drawer';
import { DrawerBanners, DrawerButtons, DrawerNav } from './DrawerSections';

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

/** The member's drawer as the site fills it: buttons one a row, the menu two links a row (the current one outlined), banners. */
export const Sections: Story = {
  args: {
    title: '내 정보',
    children: (
      <>
        <DrawerButtons label="쿠폰">
          <Button size="sm" variant="secondary">
            충전 횟수 쿠폰 받기 (보너스 지급)
          </Button>
          <Button size="sm" variant="secondary">
            새로고침
          </Button>
        </DrawerButtons>
        <DrawerNav label="회원 메뉴">
          {(className) =>
            ['입금', '출금', '베팅내역', '쪽지함'].map((label, index) => (
              <li key={label}>
                <a href={`#${label}`} className={className} aria-current={index === 0 ? 'page' : undefined}>
                  {label}
                </a>
              </li>
            ))
          }
        </DrawerNav>
        <DrawerBanners label="배너">
          {(className) => (
            <a href="#sportsboard" className={className}>
              스포츠 게시판
            </a>
          )}
        </DrawerBanners>
      </>
    ),
  },
  play: async () => {
    const { drawer, box } = await settledBox('내 정보');
    for (const button of within(drawer).getAllByRole('button', { name: /쿠폰|새로고침/ })) {
      const edge = button.getBoundingClientRect();
      await expect(edge.right).toBeLessThanOrEqual(box.right);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
    const links = within(within(drawer).getByRole('navigation', { name: '회원 메뉴' })).getAllByRole('link');
    const tops = links.map((link) => link.getBoundingClientRect().top);
    await expect(tops[1]).toBe(tops[0]);
    await expect(tops[2]).toBeGreaterThan(tops[0] ?? Number.POSITIVE_INFINITY);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(within(within(drawer).getByRole('region', { name: '배너' })).getByRole('link', { name: '스포츠 게시판' })).toBeVisible();
  },
};
