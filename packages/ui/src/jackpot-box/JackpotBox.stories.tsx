import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { JackpotBox } from './JackpotBox';

const meta = {
  title: 'Member/JackpotBox',
  component: JackpotBox,
  args: { amount: 128_450_000 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JackpotBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value in won with separators, named by its heading. */
export const Value: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: '잭팟' });
    await expect(within(box).getByText('₩128,450,000')).toBeVisible();
  },
};

/** Until the first answer: a loading line, no zero. */
export const Loading: Story = {
  args: { amount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('잭팟 금액을 불러오는 중입니다.')).toBeVisible();
    await expect(canvas.queryByText('₩0')).toBeNull();
  },
};

/** A new value (the 30-second re-read) replaces the old one in a polite live region. */
export const Increased: Story = {
  render: function Render() {
    const [amount, setAmount] = useState(128_450_000);
    return (
      <>
        <JackpotBox amount={amount} />
        <Button variant="secondary" onClick={() => setAmount((value) => value + 1_250_000)}>
          30초 후
        </Button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '30초 후' }));
    const value = canvas.getByText('₩129,700,000');
    await expect(value.closest('[aria-live="polite"]')).not.toBeNull();
  },
};
