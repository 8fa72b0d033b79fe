import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { bettingMessages, type ThirdPartyBet } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { darkTokens } from '../theme/tokens';
import { ThirdPartyBetTable } from './ThirdPartyBetTable';
import { baccaratBet, cancelledBlackjackBet } from './ThirdPartyBetTable.fixtures';
import { thirdPartyBetLabels } from './labels';

const rows: ThirdPartyBet[] = [
  { ...baccaratBet, gameName: '스피드 바카라 A' },
  {
    id: 9004,
    gameType: 'casino',
    thirdPartyName: 'Pragmatic Play',
    gameCode: 'vs20olympgate',
    gameName: '게이트 오브 올림푸스',
    date: '2026-11-22 20:15:40',
    transType: 'BET',
    amount: 3_000,
    cancelAmount: 0,
    processedAt: '2026-11-22 20:15:41',
  },
  {
    id: 9003,
    gameType: 'slot',
    thirdPartyName: 'Microgaming',
    gameCode: 'roulette_live',
    date: '2026-11-22 19:58:00',
    transType: 'BET',
    amount: 120_000,
    cancelAmount: null,
    processedAt: null,
  },
];

const cancelledRows: ThirdPartyBet[] = [
  rows[0]!,
  cancelledBlackjackBet,
  {
    id: 9001,
    gameType: 'casino',
    thirdPartyName: 'Dream Gaming',
    gameCode: 'dragon_tiger',
    date: '2026-11-22 18:02:45',
    transType: 'BET',
    amount: 10_000,
    cancelAt: '2026-11-22 18:03:00',
    cancelAmount: 10_000,
    processedAt: '2026-11-22 18:03:00',
  },
];

/** A win paid out on the first row's game, then the cancelled rows. */
const winAndCancelledRows: ThirdPartyBet[] = [
  {
    id: 9006,
    gameType: 'casino',
    thirdPartyName: 'Evolution',
    gameCode: 'baccarat_01',
    gameName: '스피드 바카라 A',
    date: '2026-11-22 20:42:03',
    transType: 'WIN',
    amount: 97_500,
    cancelAmount: null,
    processedAt: '2026-11-22 20:42:04',
  },
  ...cancelledRows,
];

const meta = {
  title: 'Betting/ThirdPartyBetTable',
  component: ThirdPartyBetTable,
  args: { bets: rows, onDelete: fn() },
} satisfies Meta<typeof ThirdPartyBetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/**
 * Given three rows, each shows provider, the game's name (its code when the server sent no name), the
 * type in Korean, times in Korean time and amounts; picking two rows and '선택삭제' hands exactly those
 * to onDelete; '전체 선택' selects every row.
 */
export const Rows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await expect(within(table).getByText('2026-11-22 20:41:12')).toBeVisible();
    await expect(within(table).getByText('게이트 오브 올림푸스')).toBeVisible();
    await expect(within(table).getByText('roulette_live')).toBeVisible();
    await expect(within(table).queryByText('vs20olympgate')).toBeNull();
    await expect(within(table).getAllByText('베팅')).toHaveLength(rows.length);
    await expect(within(table).queryByText('BET')).toBeNull();
    await expect(within(table).getByText('₩120,000')).toBeVisible();
    const remove = canvas.getByRole('button', { name: thirdPartyBetLabels.deleteSelected });
    await expect(remove).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /9005 선택/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /9003 선택/ }));
    const all = canvas.getByRole('checkbox', { name: thirdPartyBetLabels.selectAll });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByText('2건 선택')).toBeVisible();
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith([rows[0], rows[2]]);
    await userEvent.click(all);
    await expect(all).toHaveAttribute('aria-checked', 'true');
    for (const box of within(table).getAllByRole('checkbox')) await expect(box).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenLastCalledWith(rows);
    // Space toggles a focused checkbox, so the list is usable without a pointer.
    const first = canvas.getByRole('checkbox', { name: /9005 선택/ });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText('2건 선택')).toBeVisible();
  },
};

/** Cancelled rows carry the word '취소' in the cancel tone and a sunken background. */
export const CancelledRows: Story = {
  args: { bets: cancelledRows },
  play: async ({ canvas, canvasElement }) => {
    const cancelled = canvasElement.querySelectorAll('tbody tr[data-state="cancelled"]');
    await expect(cancelled).toHaveLength(2);
    const marks = canvas.getAllByText(thirdPartyBetLabels.cancelled);
    await expect(marks).toHaveLength(2);
    for (const mark of marks) await expect(getComputedStyle(mark).color).toBe(rgb(darkTokens.color.state.cancel));
    await expect(within(cancelled[0] as HTMLElement).getAllByText('₩30,000')).toHaveLength(2);
  },
};

/** An empty list says '베팅내역이 없습니다.' and offers no selection. */
export const Empty: Story = {
  args: { bets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(bettingMessages.noBets)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * On a 424 px phone each row is a fixed-height card; nothing scrolls sideways. A win row reads '당첨'
 * and names its amount '당첨금액', a bet row '베팅금액'.
 */
export const Mobile: Story = {
  args: { bets: winAndCancelledRows },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const bodyRows = [...canvasElement.querySelectorAll<HTMLElement>('tbody tr')];
    for (const row of bodyRows) await expect(row.getBoundingClientRect().height).toBe(96);
    const [win, betRow] = bodyRows;
    await expect(within(win!).getByText('당첨')).toBeVisible();
    await expect(win!.querySelector('td[data-label]')).toHaveAttribute('data-label', '당첨금액');
    await expect(betRow!.querySelector('td[data-label]')).toHaveAttribute('data-label', '베팅금액');
  },
};

/**
 * In a 900 px column (the history page beside the site's side panels) every provider and game name
 * fits whole: the fixed columns give up their spare room first.
 */
export const NarrowColumn: Story = {
  decorators: [(Story) => <div style={{ width: 900 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const cells = [...canvasElement.querySelectorAll<HTMLElement>('tbody td[title]')];
    await expect(cells.length).toBe(rows.length * 2);
    for (const cell of cells) await expect(cell.scrollWidth, cell.title).toBeLessThanOrEqual(cell.clientWidth);
  },
};

/** Read-only (a partner's view of its members' casino rows, issue 36): without onDelete no checkboxes and no delete button. */
export const ReadOnly: Story = {
  args: { onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('스피드 바카라 A')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
