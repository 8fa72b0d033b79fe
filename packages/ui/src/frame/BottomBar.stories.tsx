import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { BetCartButton } from '../bet-slip/BetCartButton';
import { BottomBar } from './BottomBar';

interface BottomBarDemoProps {
  /** The picks on the slip (the bet cart's badge). */
  count: number;
  /** The link shown as the current page, if any. */
  current?: string;
  onAsk: (name: string) => void;
}

/** The bar as the site fills it (spec 2): deposit and withdraw open dialogs, the bet cart, two links. */
function BottomBarDemo({ count, current, onAsk }: BottomBarDemoProps) {
  return (
    <BottomBar label="하단 메뉴">
      {(className) => (
        <>
          <button type="button" className={className} aria-haspopup="dialog" onClick={() => onAsk('입금')}>
            입금
          </button>
          <button type="button" className={className} aria-haspopup="dialog" onClick={() => onAsk('출금')}>
            출금
          </button>
          <BetCartButton count={count} onClick={() => onAsk('베팅카트')} />
          {['베팅내역', '고객센터'].map((label) => (
            <a key={label} href={`#${label}`} className={className} aria-current={current === label ? 'page' : undefined}>
              {label}
            </a>
          ))}
        </>
      )}
    </BottomBar>
  );
}

const meta = {
  title: 'Shell/BottomBar',
  component: BottomBarDemo,
  args: { count: 0, onAsk: fn() },
  globals: atViewport('mobile'),
} satisfies Meta<typeof BottomBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty slip: five items across the foot of the screen, the money buttons opening their dialogs. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const bar = canvas.getByRole('navigation', { name: '하단 메뉴' });
    const box = bar.getBoundingClientRect();
    await expect(box.bottom).toBe(window.innerHeight);
    await expect(box.width).toBe(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: '입금' }));
    await expect(args.onAsk).toHaveBeenCalledWith('입금');
    await userEvent.click(canvas.getByRole('button', { name: '출금' }));
    await expect(args.onAsk).toHaveBeenCalledWith('출금');
  },
};

/** Picks on the slip: the bet cart shows their count and keeps its label whole. */
export const WithPicks: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('button', { name: /베팅카트/ });
    await expect(cart).toHaveTextContent('3');
    await expect(cart.scrollWidth).toBeLessThanOrEqual(cart.clientWidth);
  },
};

/** On a linked page its item is marked current. */
export const CurrentLink: Story = {
  args: { current: '베팅내역' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '베팅내역' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '고객센터' })).not.toHaveAttribute('aria-current');
  },
};
