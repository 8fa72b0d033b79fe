import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { BalanceStrip } from './BalanceStrip';
import { balanceStripLabels as labels } from './labels';

const meta = {
  title: 'Member/BalanceStrip',
  component: BalanceStrip,
  args: { balances: { emoney: 1_287_500, point: 12_500, comp: 3_200 }, onConvert: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given a member's balances: money with ₩, points and comps, and the two conversion buttons, each asking for its kind. */
export const WithBalances: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const strip = within(canvas.getByRole('group', { name: labels.strip }));
    await expect(strip.getByText(labels.money).nextElementSibling).toHaveTextContent(/^₩1,287,500$/);
    await expect(strip.getByText(labels.point).nextElementSibling).toHaveTextContent(/^12,500$/);
    await expect(strip.getByText(labels.comp).nextElementSibling).toHaveTextContent(/^3,200$/);
    const buttons = within(strip.getByRole('group', { name: labels.conversions }));
    await expect(buttons.getAllByRole('button').map((button) => button.textContent)).toEqual(['포인트전환', '콤프전환']);
    await userEvent.click(buttons.getByRole('button', { name: '포인트전환' }));
    await expect(args.onConvert).toHaveBeenLastCalledWith('point');
    await userEvent.click(buttons.getByRole('button', { name: '콤프전환' }));
    await expect(args.onConvert).toHaveBeenLastCalledWith('comp');
    await userEvent.unhover(buttons.getByRole('button', { name: '콤프전환' }));
  },
};

/** A member holding nothing: every balance reads 0 (money ₩0), and the buttons are still there. */
export const ZeroBalances: Story = {
  args: { balances: { emoney: 0, point: 0, comp: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(labels.money).nextElementSibling).toHaveTextContent(/^₩0$/);
    await expect(canvas.getByText(labels.point).nextElementSibling).toHaveTextContent(/^0$/);
    await expect(canvas.getByText(labels.comp).nextElementSibling).toHaveTextContent(/^0$/);
    await expect(canvas.getByRole('button', { name: '포인트전환' })).toBeEnabled();
  },
};

/** Without a conversion handler the strip only shows the balances (the member panel's read-only use). */
export const ReadOnly: Story = {
  args: { onConvert: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: labels.conversions })).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** A row of its own (the wallet page on desktop): the three balances side by side. */
export const Bar: Story = {
  args: { variant: 'bar', balances: { emoney: 52_000_000, point: 1_250_000, comp: 98_700 } },
  decorators: [
    (Story) => (
      <div style={{ width: 760 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: labels.strip })).toHaveAttribute('data-variant', 'bar');
    await expect(canvas.getByText('₩52,000,000')).toBeVisible();
    await expect(canvas.getByText('1,250,000')).toBeVisible();
  },
};

/** At 424 px: the balances side by side over the two buttons, reachable from the keyboard. */
export const Mobile: Story = {
  args: { variant: 'mobile' },
  globals: atViewport('mobile'),
  decorators: [
    (Story) => (
      <div style={{ width: 392 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: labels.strip })).toHaveAttribute('data-variant', 'mobile');
    canvas.getByRole('button', { name: '포인트전환' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '콤프전환' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConvert).toHaveBeenCalledWith('comp');
  },
};
