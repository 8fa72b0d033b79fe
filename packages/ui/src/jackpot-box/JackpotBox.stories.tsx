import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
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

/** The new jackpot after the 30-second re-read (the demo backend's grows by steps). */
function Rereads() {
  const [amount, setAmount] = useState(128_450_000);
  return (
    <>
      <JackpotBox amount={amount} />
      <Button variant="secondary" onClick={() => setAmount((value) => value + 1_250_000)}>
        30초 후
      </Button>
    </>
  );
}

/** Every amount the box shows from now on, in order (read from the amount's `data-amount`). */
function recordShownAmounts(box: HTMLElement) {
  const shown: number[] = [];
  const read = () => {
    const amount = Number(box.querySelector('[data-amount]')?.getAttribute('data-amount'));
    if (shown.at(-1) !== amount) shown.push(amount);
  };
  const observer = new MutationObserver(read);
  observer.observe(box, { subtree: true, childList: true, characterData: true, attributes: true });
  const stop = () => {
    // Changes not yet delivered to the observer still count.
    if (observer.takeRecords().length > 0) read();
    observer.disconnect();
  };
  return { shown, stop };
}

/** Under reduced motion (the stories' default) a new value replaces the old one at once, in a polite live region. */
export const Increased: Story = {
  render: () => <Rereads />,
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.dataset.reduceMotion).toBe('true');
    const box = canvas.getByRole('region', { name: '잭팟' });
    const record = recordShownAmounts(box);
    await userEvent.click(canvas.getByRole('button', { name: '30초 후' }));
    // No wait: the new value is there as soon as the press is handled, with nothing in between.
    const value = within(box).getByText('₩129,700,000');
    record.stop();
    await expect(value.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(record.shown).toEqual([129_700_000]);
  },
};

/** With motion, a new value is counted up to from the old one, hidden from screen readers until it is reached. */
export const CountsUp: Story = {
  render: () => <Rereads />,
  globals: { motion: 'on' },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(document.documentElement.dataset.reduceMotion).toBe('false'));
    const box = canvas.getByRole('region', { name: '잭팟' });
    const record = recordShownAmounts(box);
    await userEvent.click(canvas.getByRole('button', { name: '30초 후' }));
    const value = await within(box).findByText('₩129,700,000');
    record.stop();
    await expect(value.closest('[aria-hidden="true"]')).toBeNull();
    await expect(value.closest('[aria-live="polite"]')).not.toBeNull();
    const passing = record.shown.slice(0, -1);
    await expect(record.shown.at(-1)).toBe(129_700_000);
    await expect(passing.length).toBeGreaterThan(0);
    for (const [index, amount] of passing.entries()) {
      await expect(amount).toBeGreaterThanOrEqual(index === 0 ? 128_450_000 : passing[index - 1]!);
      await expect(amount).toBeLessThan(129_700_000);
    }
  },
};
