import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { expectButtonsCallOnce, expectPendingConfirm, expectPersistentConfirm } from '@betkit/storybook/checks';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button/Button';
import { BetConfirmDialog } from './BetConfirmDialog';
import { betConfirmDialogLabels } from './labels';

const meta = {
  title: 'Betting/BetConfirmDialog',
  component: BetConfirmDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof BetConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () => screen.findByRole('dialog', { name: betConfirmDialogLabels.title });

/** Given the confirm, it asks '베팅하시겠습니까?' in 400 px, '취소' has the first focus, focus is trapped and Esc does nothing. */
export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleDescription('베팅하시겠습니까?');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expectPersistentConfirm(dialog, { cancel: '취소', confirm: '확인' }, userEvent, args.onCancel);
  },
};

/** '취소' calls onCancel; '확인' calls onConfirm. */
export const Buttons: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog();
    await expectButtonsCallOnce(dialog, { cancel: ['취소', args.onCancel], confirm: ['확인', args.onConfirm] }, userEvent);
  },
};

/** While the bet is sent, '확인' is busy and a second press sends nothing; '취소' is disabled. */
export const Pending: Story = {
  args: { busy: true },
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog();
    await expectPendingConfirm(dialog, { busy: betConfirmDialogLabels.pending, cancel: '취소' }, userEvent, args.onConfirm);
  },
};

/** Focus returns to the bet button after the confirm closes. */
export const FocusReturns: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>베팅하기</Button>
        <BetConfirmDialog {...args} open={open} onCancel={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '베팅하기' });
    await userEvent.click(trigger);
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** On the 424 px layout the confirm keeps its margin. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth - 32);
  },
};
