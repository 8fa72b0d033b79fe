import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CSV_BOM, formatWon } from '@betkit/domain';
import { useStoryPages } from '@betkit/storybook/paging';
import { atViewport } from '@betkit/storybook/viewports';
import { LedgerTable, type LedgerTableProps } from './LedgerTable';
import { memberColumns, memberRows, type MemberLedgerRow } from './LedgerTable.fixtures';
import { ledgerTableLabels } from './labels';

const PAGE_SIZE = 10;
const period = { from: '2026-11-15', to: '2026-11-22' };

type Props = LedgerTableProps<MemberLedgerRow>;

/** The table over a server's list, one page at a time, as the site pages a partner list. */
function Paged({ all, ...props }: Omit<Props, 'rows' | 'totalCount' | 'page'> & { all: readonly MemberLedgerRow[] }) {
  return <LedgerTable {...props} {...useStoryPages(all, PAGE_SIZE, props.onPageChange)} />;
}

const meta = {
  title: 'Partner/LedgerTable',
  component: LedgerTable<MemberLedgerRow>,
  args: {
    title: '회원 관리',
    columns: memberColumns,
    rows: memberRows(6),
    rowKey: (row: MemberLedgerRow) => row.userId,
    totalCount: 6,
    page: 1,
    pageSize: PAGE_SIZE,
    onPageChange: fn(),
    period,
    saveFile: fn(),
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) => canvas.getByRole('table', { name: '회원 관리' });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1, -1);
const totalsRow = (element: HTMLElement) => within(element).getAllByRole('row').at(-1)!;
const sumOf = (rows: readonly MemberLedgerRow[], field: 'deposits' | 'withdrawals' | 'net') => rows.reduce((total, row) => total + row[field], 0);

/** Given six members, one page: their figures in won and a totals row that is the sum of the rows shown. */
export const OnePage: Story = {
  play: async ({ canvas, args }) => {
    await expect(bodyRows(table(canvas))).toHaveLength(6);
    const totals = within(totalsRow(table(canvas))).getAllByRole('cell');
    await expect(within(totalsRow(table(canvas))).getByRole('rowheader')).toHaveTextContent(ledgerTableLabels.totals);
    await expect(totals[1]).toHaveTextContent(formatWon(sumOf(args.rows, 'deposits')));
    await expect(totals[2]).toHaveTextContent(formatWon(sumOf(args.rows, 'withdrawals')));
    await expect(totals[3]).toHaveTextContent(formatWon(sumOf(args.rows, 'net')));
    await expect(canvas.getByText('총 6건')).toBeVisible();
  },
};

/** Given a press on 입금, the rows go biggest first (aria-sort descending); a second press turns them round. */
export const SortByColumn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const header = canvas.getByRole('columnheader', { name: '입금' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const deposits = () => bodyRows(table(canvas)).map((row) => Number(within(row).getAllByRole('cell')[2]!.querySelector('[data-amount]')!.getAttribute('data-amount')));
    const expected = args.rows.map((row) => row.deposits).sort((a, b) => b - a);
    await expect(deposits()).toEqual(expected);
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(deposits()).toEqual([...expected].reverse());
  },
};

/** Given a server-sorted list (onSortChange), a header press asks the caller for the order and keeps its rows as given. */
export const ServerSort: Story = {
  args: { onSortChange: fn(), sort: { key: 'lastLogin', direction: 'descending' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /최근 접속/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(canvas.getByRole('columnheader', { name: '출금' })).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'withdrawals', direction: 'descending' });
    await expect(within(bodyRows(table(canvas))[0]!).getAllByRole('cell')[0]).toHaveTextContent('member01');
  },
};

/** Given the CSV button, the file is the rows and totals shown: UTF-8 with a BOM, named with the list and the period. */
export const CsvDownload: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: ledgerTableLabels.download }));
    await expect(args.saveFile).toHaveBeenCalledTimes(1);
    const [name, blob] = (args.saveFile as ReturnType<typeof fn>).mock.calls[0] as [string, Blob];
    await expect(name).toBe('회원 관리_2026-11-15~2026-11-22.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    await expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    await expect(lines[0]).toBe('아이디,닉네임,입금,출금,입출금 차액,베팅 건수,최근 접속');
    await expect(lines).toHaveLength(args.rows.length + 2);
    const bets = args.rows.reduce((total, row) => total + row.bets, 0);
    await expect(lines.at(-1)).toBe(`합계,,${sumOf(args.rows, 'deposits')},${sumOf(args.rows, 'withdrawals')},${sumOf(args.rows, 'net')},${bets},`);
  },
};

/** Given the server's sums of the whole period, they stand named under the list and close its CSV, apart from the page's totals. */
export const PeriodTotals: Story = {
  args: {
    periodTotals: [
      { label: '입금', amount: 48_350_000 },
      { label: '출금', amount: 51_200_000 },
      { label: '입출금 차액', amount: -2_850_000 },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const sums = canvas.getByRole('group', { name: ledgerTableLabels.periodTotals });
    await expect(sums).toHaveTextContent(`입금${formatWon(48_350_000)}`);
    await userEvent.click(canvas.getByRole('button', { name: ledgerTableLabels.download }));
    const [, blob] = (args.saveFile as ReturnType<typeof fn>).mock.calls[0] as [string, Blob];
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()).trimEnd().split('\r\n');
    await expect(lines.at(-4)).toMatch(/^합계,,/);
    await expect(lines.slice(-3)).toEqual(['조회 기간 전체 합계 입금,48350000', '조회 기간 전체 합계 출금,51200000', '조회 기간 전체 합계 입출금 차액,-2850000']);
  },
};

/** Given 95 members at 10 a page, ten pages; the last has five rows and its totals are the sum of those five. */
export const ManyPages: Story = {
  render: (args) => <Paged {...args} all={memberRows(95)} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(bodyRows(table(canvas))).toHaveLength(10);
    await expect(canvas.getByText('총 95건')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(10);
    await waitFor(() => expect(bodyRows(table(canvas))).toHaveLength(5));
    const lastPage = memberRows(5, 90);
    await expect(within(totalsRow(table(canvas))).getAllByRole('cell')[1]).toHaveTextContent(formatWon(sumOf(lastPage, 'deposits')));
  },
};

/** Given members ahead of the house, their negative figures read in the lose tone, the total too. */
export const NegativeFigures: Story = {
  args: { rows: memberRows(6, 9) },
  play: async ({ canvas, args }) => {
    const net = sumOf(args.rows, 'net');
    await expect(net).toBeLessThan(0);
    await expect(within(totalsRow(table(canvas))).getAllByRole('cell')[3]).toHaveTextContent(formatWon(net));
  },
};

/** Given no rows for the period, the empty line; the CSV button is off and there are no page buttons. */
export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ledgerTableLabels.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: ledgerTableLabels.download })).toBeDisabled();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** While the first read runs, the loading line. */
export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ledgerTableLabels.loading);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Given a failed read, the server's text and a retry. */
export const Failed: Story = {
  args: { state: 'failed', rows: [], error: '잠시 후 다시 시도해 주세요.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The recommender area's light theme. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(bodyRows(table(canvas))).toHaveLength(6);
  },
};

/** At 424 px the columns outgrow the screen: the frame scrolls sideways and takes focus for the keyboard. */
export const AtMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: ledgerTableLabels.frame('회원 관리') });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(frame).toHaveAttribute('tabindex', '0');
  },
};

/** At 424 px, scrolled to the end, the first column (the member's id) stays in view. */
export const AtMobileScrolled: Story = {
  globals: atViewport('mobile'),
  // The scroll offset the picture would catch is not steady between runs; AtMobile pictures the table.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: ledgerTableLabels.frame('회원 관리') });
    frame.scrollLeft = frame.scrollWidth;
    const firstCell = within(bodyRows(table(canvas))[0]!).getAllByRole('cell')[0]!;
    await waitFor(() => expect(Math.round(firstCell.getBoundingClientRect().left)).toBe(Math.round(frame.getBoundingClientRect().left) + 1));
    await expect(firstCell).toHaveTextContent('member01');
  },
};
