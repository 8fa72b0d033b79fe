import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { expectButtonsCallOnce, expectFocusReturnsOnCancel, expectPendingConfirm, expectPersistentConfirm, expectPhoneMargin } from '@betkit/storybook/checks';
import { atViewport } from '@betkit/storybook/viewports';
import { StoryOpener } from '../dialog/StoryOpener';
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
  play: async ({ userEvent, args }) =>
    expectButtonsCallOnce(await findDialog(), { cancel: ['취소', args.onCancel], confirm: ['확인', args.onConfirm] }, userEvent),
};

/** While the bet is sent, '확인' is busy and a second press sends nothing; '취소' is disabled. */
export const Pending: Story = {
  args: { busy: true },
  play: async ({ userEvent, args }) =>
    expectPendingConfirm(await findDialog(), { busy: betConfirmDialogLabels.pending, cancel: '취소' }, userEvent, args.onConfirm),
};

/** Focus returns to the bet button after the confirm closes. */
export const FocusReturns: Story = {
  render: (args) => (
    <StoryOpener trigger="베팅하기" variant="primary" dialog={(open, setOpen) => <BetConfirmDialog {...args} open={open} onCancel={() => setOpen(false)} />} />
  ),
  play: ({ canvasElement, userEvent }) => expectFocusReturnsOnCancel(canvasElement, { trigger: '베팅하기', cancel: '취소' }, userEvent, findDialog),
};

/** On the 424 px layout the confirm keeps its margin. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => expectPhoneMargin(await findDialog()),
};
