import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { chargeHistoryMessages, chargeStatusLabels, type ChargeRecord } from '@betkit/domain';
import { useStoryPages } from '@betkit/storybook/paging';
import { atViewport } from '@betkit/storybook/viewports';
import { paginationLabels } from '../pagination/labels';
import { ChargeHistoryTable, type ChargeHistoryTableProps } from './ChargeHistoryTable';
import { chargeHistoryLabels } from './labels';

/** A request of the fixed story day: status cycles processing, completed, cancelled, error. */
function charge(index: number, mode: 0 | 1, status = [0, 1, 2, 9][index % 4]!): ChargeRecord {
  const minute = String(59 - (index % 60)).padStart(2, '0');
  return {
    id: 500 + index,
    memberId: 101,
    depositMode: mode,
    depositAmount: (index + 1) * 10_000,
    depositName: '김민준',
    depositDate: `2026-11-22 20:${minute}:00`,
    processDate: status === 0 ? null : `2026-11-22 21:${minute}:00`,
    status,
    userDisplayFlag: 1,
  };
}

const rowsOf = (count: number, mode: 0 | 1, start = 0) => Array.from({ length: count }, (_, i) => charge(start + i, mode));

/** The table with its own page state over a list of rows, as the site pages the server's list. */
function PagedTable({ all, ...props }: Omit<ChargeHistoryTableProps, 'rows' | 'totalCount' | 'page'> & { all: readonly ChargeRecord[] }) {
  return <ChargeHistoryTable {...props} {...useStoryPages(all, 10, props.onPageChange)} />;
}

const meta = {
  title: 'Money/ChargeHistoryTable',
  component: ChargeHistoryTable,
  args: {
    depositMode: 0,
    rows: rowsOf(4, 0),
    totalCount: 4,
    page: 1,
    onPageChange: fn(),
    onHide: fn(),
    onHideSelected: fn(),
    onHideAll: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChargeHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given no requests, the deposit history says so and has no page buttons. */
export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('입금내역이 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: paginationLabels.nav })).toBeNull();
    await expect(canvas.getByRole('button', { name: chargeHistoryLabels.hideAll })).toBeDisabled();
  },
};

/** Given four deposits, one page: the status of each (processing, completed, cancelled, error). */
export const OnePage: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '입금내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['processing', 'completed', 'cancelled', 'error']);
    await expect(within(rows[0]!).getByText(chargeStatusLabels.depositProcessing)).toBeVisible();
    await expect(rows[0]).toHaveTextContent(/10,000/);
    await expect(canvas.getByText('총 4건')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Given 35 withdrawals, 10 a page over 4 pages; the page buttons move through them. */
export const ManyPages: Story = {
  args: { depositMode: 1 },
  render: (args) => <PagedTable {...args} all={rowsOf(35, 1)} />,
  play: async ({ canvas, userEvent, args }) => {
    const table = () => canvas.getByRole('table', { name: '출금내역' });
    await expect(within(table()).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: '4' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '5' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(within(table()).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('총 35건')).toBeVisible();
  },
};

/** Given withdrawals of every status: processing reads '출금확인중', then completed, cancelled and an unknown code as error. */
export const CancelledAndErrorStatuses: Story = {
  args: { depositMode: 1, rows: [charge(0, 1, 0), charge(1, 1, 1), charge(2, 1, 2), charge(3, 1, 7)], totalCount: 4 },
  play: async ({ canvas }) => {
    const cells = canvas.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').at(-2)!.textContent);
    await expect(cells).toEqual([
      chargeStatusLabels.withdrawalProcessing,
      chargeStatusLabels.completed,
      chargeStatusLabels.cancelled,
      chargeStatusLabels.error,
    ]);
    await expect(canvas.getByRole('table', { name: '출금내역' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '출금금액' })).toBeVisible();
  },
};

/** Given a row's delete button, that row is handed to `onHide`. */
export const HideOne: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [first] = args.rows;
    await userEvent.click(canvas.getByRole('button', { name: chargeHistoryLabels.hideRow(first!) }));
    await expect(args.onHide).toHaveBeenCalledWith(first);
  },
};

/** Given nothing selected, '선택삭제' shows 'select a target' and hides nothing. */
export const HideSelectedWithNothingSelected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: chargeHistoryLabels.hideSelected }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(chargeHistoryMessages.selectTarget);
    await expect(args.onHideSelected).not.toHaveBeenCalled();
  },
};

/** Given two rows picked, '선택삭제' hands those two to `onHideSelected`; select-all picks every row. */
export const HideSelected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [first, second] = args.rows;
    await userEvent.click(canvas.getByRole('checkbox', { name: chargeHistoryLabels.selectRow(first!) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: chargeHistoryLabels.selectRow(second!) }));
    await expect(canvas.getByText('2건 선택')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: chargeHistoryLabels.hideSelected }));
    await expect(args.onHideSelected).toHaveBeenCalledWith([first, second]);
    await expect(canvas.queryByText(chargeHistoryMessages.selectTarget)).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: chargeHistoryLabels.selectAll }));
    await expect(canvas.getByText('4건 선택')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: chargeHistoryLabels.hideAll }));
    await expect(args.onHideAll).toHaveBeenCalledTimes(1);
  },
};

/** Given a hide on its way, the buttons are busy. */
export const Hiding: Story = {
  args: { hiding: true },
  play: async ({ canvas }) => {
    const busy = canvas.getByText(chargeHistoryLabels.hideSelected).closest('button');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    for (const button of canvas.getAllByRole('button', { name: /내역 삭제$/ })) await expect(button).toBeDisabled();
  },
};

/** At 424 px the processing time is left out and the rest fits the width. */
export const AtMobile: Story = {
  globals: atViewport('mobile'),
  args: { depositMode: 1, rows: rowsOf(10, 1), totalCount: 23 },
  decorators: [(Story) => <Story />],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(chargeHistoryLabels.processed)).not.toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: chargeHistoryLabels.status })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '3' })).toBeVisible();
  },
};
