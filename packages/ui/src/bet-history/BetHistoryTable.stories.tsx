import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { HISTORY_GAME_TYPES, bettingMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { darkTokens } from '../theme/tokens';
import { BetHistoryTable } from './BetHistoryTable';
import {
  STORY_NOW,
  bonusSlips,
  cancelStatusSlips,
  cancellableSlip,
  liveSlips,
  minigameSlips,
  settledSlips,
  sportsSlips,
  tooLateSlips,
  virtualSlips,
} from './BetHistoryTable.fixtures';
import { betHistoryLabels } from './labels';

const meta = {
  title: 'Betting/BetHistoryTable',
  component: BetHistoryTable,
  args: {
    slips: sportsSlips,
    gameType: HISTORY_GAME_TYPES.sports,
    now: STORY_NOW,
    onCancel: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof BetHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The result badges of the legs (tbody), in document order. */
const legResults = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('tbody [data-tone]')].map((badge) => ({
    label: badge.textContent,
    tone: badge.dataset.tone,
  }));

/** A theme colour as getComputedStyle reports it. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/**
 * Given sports slips, every leg result flag reads as its label and tone: -1 취소, 1 낙첨, 2 적중, 3 적특,
 * 4 반패, 5 반승, pending 대기; the summary shows the floored total odds and the page buttons follow.
 */
export const Sports: Story = {
  args: { page: 1, totalCount: 35, onPageChange: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(legResults(canvasElement)).toEqual([
      { label: '적중', tone: 'won' },
      { label: '낙첨', tone: 'lost' },
      { label: '적특', tone: 'refund' },
      { label: '취소', tone: 'cancel' },
      { label: '반패', tone: 'lost' },
      { label: '반승', tone: 'won' },
      { label: '적중', tone: 'won' },
      { label: '대기', tone: 'pending' },
    ]);
    const first = canvas.getByRole('table', { name: /베팅번호 1042/ });
    // 1.85 × 1.92 × 2.05 × 3.4 = 24.75792 → floored 24.75.
    await expect(within(first).getByText('24.75')).toBeVisible();
    await expect(within(first).getByText('당첨금')).toBeVisible();
    // Market and bet names in Korean: 1X2 → 승무패, '1' → the home team, 'X' → 무승부.
    await expect(within(first).getAllByText('승무패')).toHaveLength(2);
    await expect(within(first).getByText('무승부')).toBeVisible();
    // An English bet name reads as the board shows it: 'Over' → 오버.
    await expect(within(first).getByText('오버')).toBeVisible();
    await expect(within(first).queryByText('Over')).toBeNull();
    const pending = canvas.getByRole('table', { name: /베팅번호 1043/ });
    // 20,000 × floor(1.75 × 1.66 = 2.905 → 2.90) = 58,000.
    await expect(within(pending).getByText('예상당첨금')).toBeVisible();
    // Both teams to score, 'Yes' → 예.
    await expect(within(pending).getByText('예')).toBeVisible();
    await expect(within(pending).getByText('₩58,000')).toBeVisible();
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Given live slips, each leg shows the score at bet time beside the score. */
export const Live: Story = {
  args: { slips: liveSlips, gameType: HISTORY_GAME_TYPES.live },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /베팅번호 2210/ });
    await expect(within(table).getByRole('columnheader', { name: '베팅시 스코어' })).toBeInTheDocument();
    const cells = within(table).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['1:1', '2:1']));
  },
};

/** Given mini-game slips, a round reads like a match and the bet name keeps its colour family (홀). */
export const Minigame: Story = {
  args: { slips: minigameSlips, gameType: HISTORY_GAME_TYPES.minigame },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('EOS 파워볼 vs 1262회차')).toBeVisible();
    await expect(canvas.getByText('홀')).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: '베팅시 스코어' })).toBeNull();
  },
};

/**
 * Given a slip with its bonus folder, the bonus leg reads in Korean ('보너스' market, '3폴더 보너스' as the
 * match, no dangling 'vs'), and an English odd/even pick as '짝'.
 */
export const BonusLeg: Story = {
  args: { slips: bonusSlips },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /베팅번호 1050/ });
    const bonusRow = within(table).getAllByRole('row').find((row) => row.textContent?.includes('1.03'))!;
    const cells = within(bonusRow).getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells).toEqual(expect.arrayContaining(['3폴더 보너스', '보너스']));
    await expect(bonusRow).not.toHaveTextContent(/vs|Bonus/);
    await expect(within(table).getByText('짝')).toBeVisible();
    // 1.5 × 1.9 × 1.6 × 1.03 = 4.6968 → floored 4.69.
    await expect(within(table).getByText('4.69')).toBeVisible();
  },
};

/** Given virtual sports slips (type 4), the same table applies. */
export const Virtual: Story = {
  args: { slips: virtualSlips, gameType: HISTORY_GAME_TYPES.virtual },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('런던 레즈 vs 맨체스터 블루스')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '베팅번호 4410 삭제' })).toBeVisible();
  },
};

/**
 * Given a pending slip placed 10 minutes ago, cancel is enabled until 21:20 Korean time; pressing it
 * asks '해당 주문을 취소하시겠습니까? …' and only the confirm calls onCancel.
 */
export const PendingCancellable: Story = {
  args: { slips: [cancellableSlip] },
  play: async ({ canvas, userEvent, args }) => {
    const cancel = canvas.getByRole('button', { name: '베팅번호 5120 취소' });
    await expect(cancel).toBeEnabled();
    await expect(cancel).toHaveAccessibleDescription('11.22 (일) 21:20까지 취소 가능');
    await userEvent.click(cancel);
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleDescription(bettingMessages.cancelConfirm);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: betHistoryLabels.cancelConfirmOk }));
    await expect(args.onCancel).toHaveBeenCalledWith(cancellableSlip);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Declining the confirm sends nothing.
    await userEvent.click(cancel);
    await userEvent.click(await screen.findByRole('button', { name: betHistoryLabels.cancelConfirmDismiss }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The confirm is shown for the screenshot.
    await userEvent.click(cancel);
    await screen.findByRole('alertdialog');
  },
};

/** Given pending slips past the window (placed an hour ago; a match 3 minutes away), cancel is disabled and says why. */
export const PendingTooLate: Story = {
  args: { slips: tooLateSlips },
  play: async ({ canvas }) => {
    for (const id of [5101, 5102]) {
      const cancel = canvas.getByRole('button', { name: `베팅번호 ${id} 취소` });
      await expect(cancel).toBeDisabled();
      await expect(cancel).toHaveAccessibleDescription(bettingMessages.cancelWindow);
    }
    await expect(canvas.getAllByText(bettingMessages.cancelWindow)).toHaveLength(2);
  },
};

/** Given settled slips, each shows delete; pressing it calls onDelete at once, and a running delete shows busy. */
export const SettledDelete: Story = {
  args: { slips: settledSlips, busySlipIds: [1041] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: /취소$/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '베팅번호 1042 삭제' }));
    await expect(args.onDelete).toHaveBeenCalledWith(settledSlips[0]);
    const busy = canvas.getByRole('button', { name: /베팅번호 1041 삭제/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** A status name containing '취소' (취소요청, 관리자취소) is drawn in the theme's yellow, with its words. */
export const CancelledStatusYellow: Story = {
  args: { slips: cancelStatusSlips },
  play: async ({ canvas, canvasElement }) => {
    const yellow = rgb(darkTokens.color.state.cancel);
    const requested = canvas.getByRole('table', { name: /베팅번호 6001/ });
    const badges = [...requested.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(badges.map((badge) => badge.textContent)).toEqual(['취소요청', '취소요청', '취소요청']);
    for (const badge of badges) await expect(getComputedStyle(badge).color).toBe(yellow);
    const settled = canvas.getByRole('table', { name: /베팅번호 6000/ });
    const status = within(settled).getByText('관리자취소');
    await expect(getComputedStyle(status).color).toBe(yellow);
    await expect(canvasElement.querySelectorAll('[data-tone="cancel"]')).toHaveLength(5);
  },
};

/** Customer-page mode: the slips without cancel, delete or page buttons. */
export const CustomerMode: Story = {
  args: { customerMode: true, page: 1, totalCount: 35, onPageChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(sportsSlips.length);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Read-only (a partner's view of its members' orders, issue 36): no cancel or delete, the page buttons kept. */
export const ReadOnly: Story = {
  args: { onCancel: undefined, onDelete: undefined, page: 1, totalCount: 35, onPageChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(sportsSlips.length);
    await expect(canvas.queryByRole('button', { name: /취소|삭제/ })).toBeNull();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** An empty list says '베팅내역이 없습니다.'. */
export const Empty: Story = {
  args: { slips: [], page: 1, totalCount: 0, onPageChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(bettingMessages.noBets)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * On a 424 px phone each leg stacks into a small card (time · league / match / market, bet, line /
 * odds, score, result), so nothing scrolls sideways and every field stays readable.
 */
export const Mobile: Story = {
  args: { slips: [sportsSlips[0]!, tooLateSlips[1]!] },
  globals: atViewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const rows = canvasElement.querySelectorAll<HTMLElement>('tbody tr');
    await expect(getComputedStyle(rows[0]!).display).toBe('grid');
    for (const table of canvas.getAllByRole('table')) {
      await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByText('맨체스터 시티 vs 리버풀', { selector: '[data-state="won"] td' })).toBeVisible();
    const cancel = canvas.getByRole('button', { name: '베팅번호 5102 취소' });
    await expect(cancel).toBeVisible();
    await expect(cancel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
