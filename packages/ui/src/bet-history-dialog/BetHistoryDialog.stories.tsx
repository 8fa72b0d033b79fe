import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { bettingMessages, type HistorySlip, type ThirdPartyBet } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import {
  STORY_NOW,
  liveSlips,
  minigameSlips,
  sportsSlips,
  virtualSlips,
} from '../bet-history/BetHistoryTable.fixtures';
import { Button } from '../button/Button';
import { baccaratBet, cancelledBlackjackBet } from '../third-party-bets/ThirdPartyBetTable.fixtures';
import { buttonLabels } from '../button/labels';
import { BetHistoryDialog, type BetHistoryDialogProps } from './BetHistoryDialog';
import { BODY_CHROME_PX, listArea } from './BetHistoryDialog.css';
import { makeBulkSlips, makeBulkThirdPartyBets } from './bulkData.fixtures';
import { betHistoryDialogLabels } from './labels';
import type { BetHistoryTab } from './tabs';

const slipsByTab: Record<Exclude<BetHistoryTab, 'casino'>, HistorySlip[]> = {
  sports: sportsSlips,
  live: liveSlips,
  virtual: virtualSlips,
  minigame: minigameSlips,
};

const casinoRows: ThirdPartyBet[] = [baccaratBet, { ...cancelledBlackjackBet, id: 9004 }];

// Bulk lists are built once per page, outside args, so Storybook never walks 100,000 rows of args.
let bulkSlips: HistorySlip[] | undefined;
let bulkThirdParty: ThirdPartyBet[] | undefined;
const tenThousandSlips = () => (bulkSlips ??= makeBulkSlips(10_000, 7));
const hundredThousandRows = () => (bulkThirdParty ??= makeBulkThirdPartyBets(100_000, 7));

interface DialogStoryProps extends BetHistoryDialogProps {
  /** The slips of a tab; the small fixtures by default. */
  slipsFor?: (tab: BetHistoryTab) => readonly HistorySlip[];
  /** The casino tab's rows; the small fixture by default. */
  rows?: () => readonly ThirdPartyBet[];
}

/** The dialog behind a '베팅내역' button, with its open state and tab held here as a container would. */
function DialogStory({ slipsFor, rows, ...args }: DialogStoryProps) {
  const [open, setOpen] = useState(args.open);
  const [tab, setTab] = useState(args.tab);
  const slips = tab === 'casino' ? [] : slipsFor ? slipsFor(tab) : slipsByTab[tab];
  return (
    <BetHistoryDialog
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        args.onTabChange(next);
      }}
      slips={slips}
      thirdPartyBets={rows ? rows() : casinoRows}
      trigger={<Button>{betHistoryDialogLabels.title}</Button>}
    />
  );
}

const meta = {
  title: 'Betting/BetHistoryDialog',
  component: BetHistoryDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    tab: 'sports',
    onTabChange: fn(),
    slips: [],
    thirdPartyBets: [],
    now: STORY_NOW,
    onRefresh: fn(),
    onDeleteAll: fn(),
    onCancelSlip: fn(),
    onDeleteSlip: fn(),
    onDeleteThirdPartyBets: fn(),
  },
  render: (args) => <DialogStory {...args} />,
} satisfies Meta<typeof BetHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from its button, as a member does, and waits for its body. */
async function openDialog(userEvent: { click: (element: Element) => Promise<void> }) {
  await userEvent.click(screen.getByRole('button', { name: betHistoryDialogLabels.title }));
  const dialog = await screen.findByRole('dialog', { name: betHistoryDialogLabels.title });
  // The frame paints first; the tabs and toolbar follow right after.
  await within(dialog).findByRole('tablist');
  return dialog;
}

/** Waits until the browser has laid out and painted what the last scroll caused. */
const nextFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Every node of the page (elements, text, comments), as a DOM-node metric counts them. */
function countNodes(): number {
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
  let count = 0;
  while (walker.nextNode()) count += 1;
  return count;
}

/** The most nodes mounted at any of 21 points while scrolling the region from top to bottom. */
async function maxNodesWhileScrolling(region: HTMLElement): Promise<number> {
  let most = countNodes();
  for (let step = 1; step <= 20; step += 1) {
    region.scrollTop = ((region.scrollHeight - region.clientHeight) * step) / 20;
    await nextFrames();
    most = Math.max(most, countNodes());
  }
  return most;
}

/**
 * The body fits the dialog without scrolling it, and what sits above the list area is BODY_CHROME_PX
 * tall, so the placeholder shown for the first frame has the body's exact height (no layout shift).
 */
async function expectBodyFits(dialog: HTMLElement) {
  const area = dialog.querySelector<HTMLElement>(`.${listArea}`);
  await expect(area).not.toBeNull();
  const tabs = within(dialog).getByRole('tablist').getBoundingClientRect();
  await expect(area!.getBoundingClientRect().top - tabs.top).toBeCloseTo(BODY_CHROME_PX, 0);
  await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  const body = area!.closest<HTMLElement>('[role="tabpanel"]')!.parentElement!.parentElement!;
  await expect(body.scrollHeight).toBeLessThanOrEqual(body.clientHeight);
}

/** The page budget while scrolling a bulk list at 424 px (the limit). */
const NODE_LIMIT = 1_500;

/**
 * Given the closed dialog, its button opens it on the sports tab with the slips and toolbar; the tabs
 * are operated by keyboard (arrow, then Enter) and Esc closes the dialog, returning focus to the button.
 */
export const OpenSports: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog(userEvent);
    await expect(within(dialog).getByRole('tab', { name: '스포츠' })).toHaveAttribute('aria-selected', 'true');
    // The rows mount right after the dialog's first paint.
    await expect(await within(dialog).findAllByRole('table')).toHaveLength(sportsSlips.length);
    await expect(within(dialog).getByText(`총 ${sportsSlips.length}건`)).toBeVisible();
    await expectBodyFits(dialog);
    within(dialog).getByRole('tab', { name: '스포츠' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onTabChange).toHaveBeenCalledWith('live');
    await expect(await within(dialog).findAllByRole('columnheader', { name: '베팅시 스코어' })).toHaveLength(
      liveSlips.length,
    );
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('sports');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('button', { name: betHistoryDialogLabels.title })).toHaveFocus();
    await within(await openDialog(userEvent)).findAllByRole('table');
  },
};

/** The casino tab lists third-party bets, cancelled ones marked, with selection and delete. */
export const CasinoTab: Story = {
  args: { tab: 'casino' },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog(userEvent);
    await expect(within(dialog).getByRole('tab', { name: '카지노' })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(dialog).findByText('Evolution', { selector: 'tr[data-state="cancelled"] td' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /9005 선택/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '선택삭제' }));
    await expect(args.onDeleteThirdPartyBets).toHaveBeenCalledWith([casinoRows[0]]);
  },
};

/** While the list loads, the dialog says so, refresh shows busy and delete-all is off. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ userEvent }) => {
    const dialog = await openDialog(userEvent);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(betHistoryDialogLabels.loading);
    // A busy button is named by its busy text.
    await expect(within(dialog).getByRole('button', { name: buttonLabels.busy })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: betHistoryDialogLabels.deleteAll })).toBeDisabled();
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

/** A failed fetch is shown as an alert with its text, and '다시 시도' fetches the tab again. */
export const FetchError: Story = {
  name: 'Error',
  args: { error: bettingMessages.deleteUnexpected },
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog(userEvent);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(args.error as string);
    await userEvent.click(within(dialog).getByRole('button', { name: betHistoryDialogLabels.retry }));
    await expect(args.onRefresh).toHaveBeenCalledWith('sports');
  },
};

/** An empty tab says '베팅내역이 없습니다.' and has nothing to delete. */
export const Empty: Story = {
  render: (args) => <DialogStory {...args} slipsFor={() => []} />,
  play: async ({ userEvent }) => {
    const dialog = await openDialog(userEvent);
    await expect(await within(dialog).findByText(bettingMessages.noBets)).toBeVisible();
    await expect(within(dialog).getByText('총 0건')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: betHistoryDialogLabels.deleteAll })).toBeDisabled();
  },
};

/**
 * Given 10,000 slips of 1–4 legs on a 424 px phone, the dialog mounts only the slips in view: scrolling
 * the whole list keeps the page under 1,500 DOM nodes, the last slip is reached, and a focused slip
 * stays mounted while scrolled away.
 */
export const Bulk10000: Story = {
  globals: atViewport('mobile'),
  render: (args) => <DialogStory {...args} slipsFor={tenThousandSlips} />,
  play: async ({ userEvent }) => {
    const dialog = await openDialog(userEvent);
    await expect(await within(dialog).findByText('총 10,000건')).toBeVisible();
    const region = await within(dialog).findByRole('region', { name: '베팅내역 목록' });
    await expectBodyFits(dialog);
    const most = await maxNodesWhileScrolling(region);
    await expect(most).toBeLessThan(NODE_LIMIT);
    await waitFor(async () => {
      region.scrollTop = region.scrollHeight;
      await nextFrames();
      await expect(within(region).getByRole('table', { name: /베팅번호 100001 / })).toBeInTheDocument();
    });
    await expect(region.querySelectorAll('table').length).toBeLessThan(12);
    // Back to the top; a focused button keeps its slip mounted while the list scrolls away from it.
    region.scrollTop = 0;
    await waitFor(() => expect(within(region).getByRole('table', { name: /베팅번호 110000 / })).toBeVisible());
    const focused = within(region).getByRole('button', { name: '베팅번호 110000 취소' });
    focused.focus();
    region.scrollTop = region.scrollHeight / 2;
    await nextFrames();
    await expect(focused.isConnected).toBe(true);
    await expect(focused).toHaveFocus();
    focused.blur();
    // The virtualiser may still be correcting its offset for slips measured mid-list: scroll until the top shows.
    await waitFor(async () => {
      region.scrollTop = 0;
      await nextFrames();
      await expect(region.scrollTop).toBe(0);
      await expect(within(region).getByRole('table', { name: /베팅번호 110000 / })).toBeVisible();
    });
  },
};

/** Given 100,000 third-party rows on a 424 px phone, only the rows in view are mounted, to the last row. */
export const Bulk100000ThirdParty: Story = {
  args: { tab: 'casino' },
  globals: atViewport('mobile'),
  render: (args) => <DialogStory {...args} rows={hundredThousandRows} />,
  play: async ({ userEvent }) => {
    const dialog = await openDialog(userEvent);
    await expect(await within(dialog).findByText('총 100,000건')).toBeVisible();
    const region = await within(dialog).findByRole('region', { name: '카지노 베팅내역 목록' });
    const most = await maxNodesWhileScrolling(region);
    await expect(most).toBeLessThan(NODE_LIMIT);
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(within(region).getByRole('checkbox', { name: /베팅 1000001 선택/ })).toBeInTheDocument());
    await expect(region.querySelectorAll('tbody tr').length).toBeLessThan(40);
    region.scrollTop = 0;
    await waitFor(() => expect(within(region).getByRole('checkbox', { name: /베팅 1100000 선택/ })).toBeVisible());
  },
};

/** '전체삭제' asks first; declining sends nothing, confirming calls onDeleteAll with the tab. */
export const DeleteAll: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await openDialog(userEvent);
    await within(dialog).findAllByRole('table');
    const deleteAll = within(dialog).getByRole('button', { name: betHistoryDialogLabels.deleteAll });
    await userEvent.click(deleteAll);
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleDescription('스포츠 베팅내역을 모두 삭제하시겠습니까?');
    await userEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
    await userEvent.click(deleteAll);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await expect(args.onDeleteAll).toHaveBeenCalledWith('sports');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.getByRole('dialog', { name: betHistoryDialogLabels.title })).toBeVisible();
    // The confirm is shown for the screenshot.
    await userEvent.click(deleteAll);
    await screen.findByRole('alertdialog');
  },
};
