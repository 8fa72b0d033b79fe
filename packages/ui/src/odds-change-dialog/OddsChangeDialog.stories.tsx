import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { bettingMessages, oddsChangeRows } from '@betkit/domain';
import { expectButtonsCallOnce, expectFocusReturnsOnCancel, expectPendingConfirm, expectPersistentConfirm, expectPhoneMargin } from '@betkit/storybook/checks';
import { atViewport } from '@betkit/storybook/viewports';
import { StoryOpener } from '../dialog/StoryOpener';
import { lgHandicap, oddsChangeAnswer, pohangOver, ulsanWin } from '../bet-slip/storyData';
import { OddsChangeDialog } from './OddsChangeDialog';
import { oddsChangeDialogLabels } from './labels';

/** 울산 HD 2.10 → 1.95 and LG 1.95 → 2.05 changed; 포항 Over 1.85 did not. */
const rows = oddsChangeRows([ulsanWin, lgHandicap, pohangOver], oddsChangeAnswer);

const meta = {
  title: 'Betting/OddsChangeDialog',
  component: OddsChangeDialog,
  args: { open: true, rows, amount: 10_000, onAccept: fn(), onCancel: fn() },
} satisfies Meta<typeof OddsChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () => screen.findByRole('dialog', { name: bettingMessages.oddsChangedTitle });

/**
 * Given changed odds, the persistent dialog is named by the spec's title, lists every item with
 * changed odds struck through, shows old → new totals, traps focus with '취소' first, and ignores Esc.
 */
export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog();
    await expect(dialog).toHaveAccessibleDescription(oddsChangeDialogLabels.description);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(500);
    const items = within(within(dialog).getByRole('list', { name: oddsChangeDialogLabels.list })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('data-state', 'changed');
    await expect(items[0]!.querySelector('del')).toHaveTextContent('2.10');
    await expect(items[0]!.querySelector('ins')).toHaveTextContent('1.95');
    await expect(items[0]).toHaveTextContent('승무패');
    await expect(items[0]).toHaveTextContent('울산 HD');
    await expect(items[2]).toHaveAttribute('data-state', 'steady');
    await expect(items[2]!.querySelector('del')).toBeNull();
    // Totals: 2.10 × 1.95 × 1.85 = 7.57 → 1.95 × 2.05 × 1.85 = 7.39; winnings of 10,000 follow.
    const totalOdds = within(dialog).getByText(oddsChangeDialogLabels.totalOdds).nextElementSibling!;
    await expect(totalOdds.querySelector('del')).toHaveTextContent('7.57');
    await expect(totalOdds.querySelector('ins')).toHaveTextContent('7.39');
    const winnings = within(dialog).getByText(oddsChangeDialogLabels.expectedWinnings).nextElementSibling!;
    await expect(winnings.querySelector('del')).toHaveTextContent('₩75,700');
    await expect(winnings.querySelector('ins')).toHaveTextContent('₩73,900');
    await expectPersistentConfirm(dialog, { cancel: '취소', confirm: '수락' }, userEvent, args.onCancel);
  },
};

/** '취소' calls onCancel once; '수락' calls onAccept once. */
export const Buttons: Story = {
  play: async ({ userEvent, args }) =>
    expectButtonsCallOnce(await findDialog(), { cancel: ['취소', args.onCancel], confirm: ['수락', args.onAccept] }, userEvent),
};

/** While the accepted bet is resent, accept is busy and ignores presses, and cancel is disabled. */
export const Pending: Story = {
  args: { busy: true },
  play: async ({ userEvent, args }) =>
    expectPendingConfirm(await findDialog(), { busy: oddsChangeDialogLabels.pending, cancel: '취소' }, userEvent, args.onAccept),
};

/** Odds are compared after flooring: 1.851 → 1.858 both read 1.85, so nothing is struck through. */
export const FlooredComparison: Story = {
  args: {
    rows: oddsChangeRows([{ ...pohangOver, betPrice: 1.851 }], [{ oddsId: pohangOver.id, betPrice: 1.858, version: 2 }]),
    amount: undefined,
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog.querySelector('del')).toBeNull();
    await expect(within(dialog).getAllByText('1.85').length).toBeGreaterThan(0);
    await expect(within(dialog).queryByText(oddsChangeDialogLabels.expectedWinnings)).toBeNull();
  },
};

/** The confirm button is configurable for other uses than bet placing; the title too. */
export const CustomLabels: Story = {
  args: { labels: { accept: '변경된 배당으로 베팅', title: '배당이 변경되었습니다' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '배당이 변경되었습니다' });
    await expect(within(dialog).getByRole('button', { name: '변경된 배당으로 베팅' })).toBeVisible();
  },
};

/** Focus returns to the control that was focused before the dialog opened. */
export const FocusReturns: Story = {
  render: (args) => (
    <StoryOpener trigger="베팅하기" variant="primary" dialog={(open, setOpen) => <OddsChangeDialog {...args} open={open} onCancel={() => setOpen(false)} />} />
  ),
  play: ({ canvasElement, userEvent }) => expectFocusReturnsOnCancel(canvasElement, { trigger: '베팅하기', cancel: '취소' }, userEvent, findDialog),
};

/** On the 424 px layout the dialog keeps a margin and its rows wrap within it. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => expectPhoneMargin(await findDialog()),
};
