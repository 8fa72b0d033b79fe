import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { latestConversionRows, type CompEntry, type PointEntry } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { PointCompDialog } from './PointCompDialog';
import { pointCompDialogLabels as labels } from './labels';
import { loadStateLabels } from '../load-state/labels';

const memos = ['출석체크 보너스', '룰렛 당첨', '첫충전 보너스 (10%)', '포인트 머니전환', '스포츠 낙첨 포인트 (1%)'];

/** Twelve point entries, newest first (the dialog shows 10): 2026-11-22 21:05:09 back, one every 7 hours. */
const pointEntries: PointEntry[] = Array.from({ length: 12 }, (_, i) => {
  const at = new Date(Date.UTC(2026, 10, 22, 12, 5, 9) - i * 7 * 3_600_000);
  const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'medium' }).format(at);
  const point = memos[i % memos.length] === '포인트 머니전환' ? -5_000 : (i + 1) * 500;
  return { createdAt: stamp, pointMemo: memos[i % memos.length]!, point, totalPoint: 40_000 - i * 1_500 };
});

const compEntries: CompEntry[] = Array.from({ length: 10 }, (_, i) => ({
  createdAt: `2026-11-${String(22 - i).padStart(2, '0')} 0${i % 10}:30:00`,
  compMemo: i === 3 ? '콤프 머니전환' : '스포츠 베팅 콤프 (0.5%)',
  comp: i === 3 ? -100 : 40 + i * 10,
  totalComp: 3_200 - i * 50,
}));

const meta = {
  title: 'Member/PointCompDialog',
  component: PointCompDialog,
  args: {
    kind: 'point',
    open: true,
    onOpenChange: fn(),
    held: 40_000,
    rows: latestConversionRows('point', pointEntries),
    onConvert: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof PointCompDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: labels.pointTitle });

/** The latest 10 of 12 entries, newest first, with MM-DD HH:mm times in Korean time, amounts and held totals. */
async function expectTenPointRows() {
  const table = within(await dialog()).getByRole('table', { name: labels.pointHistory });
  const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
  await expect(headers).toEqual(['시간', '내용', '포인트', '보유포인트']);
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(10);
  await expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['11-22 21:05', '출석체크 보너스', '500', '40,000']);
  await expect(within(rows[3]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['11-22 00:05', '포인트 머니전환', '-5,000', '35,500']);
  for (const row of rows) await expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^\d{2}-\d{2} \d{2}:\d{2}$/);
}

/** The point dialog with 10 rows, at 1920 px. */
export const PointWithTenRows: Story = {
  play: async () => {
    await expectTenPointRows();
    const box = within(await dialog());
    await expect(box.getByRole('textbox', { name: '전환할 포인트' })).toHaveAccessibleDescription('보유 포인트 40,000 · 최소 5,000');
    await expect(box.getByRole('button', { name: '포인트 전환' })).toBeVisible();
  },
};

/** The point dialog with 10 rows, at 424 px (full screen). */
export const PointWithTenRowsMobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    await expectTenPointRows();
  },
};

/** The comp dialog: the same columns for comps. */
export const CompWithTenRows: Story = {
  args: { kind: 'comp', held: 3_200, rows: latestConversionRows('comp', compEntries) },
  play: async () => {
    const table = within(await screen.findByRole('dialog', { name: labels.compTitle })).getByRole('table', { name: labels.compHistory });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['시간', '내용', '콤프', '보유콤프']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    await expect(within(rows[3]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['11-19 03:30', '콤프 머니전환', '-100', '3,050']);
  },
};

/** No point history: '포인트 내역이 없습니다.', at 1920 px. */
export const PointEmpty: Story = {
  args: { rows: [] },
  play: async () => {
    await expect(within(await dialog()).getByRole('cell')).toHaveTextContent(/^포인트 내역이 없습니다\.$/);
  },
};

/** No point history at 424 px. */
export const PointEmptyMobile: Story = {
  ...PointEmpty,
  globals: atViewport('mobile'),
};

/** No comp history: '콤프 내역이 없습니다.'. */
export const CompEmpty: Story = {
  args: { kind: 'comp', held: 0, rows: [] },
  play: async () => {
    const box = await screen.findByRole('dialog', { name: labels.compTitle });
    await expect(within(box).getByRole('cell')).toHaveTextContent(/^콤프 내역이 없습니다\.$/);
  },
};

/** The history could not be read: the server's text and a retry that reads again, at 1920 px. */
export const ServerFailure: Story = {
  args: { rows: undefined, error: '서버 점검 중입니다. 잠시 후 다시 시도해주세요.' },
  play: async ({ args, userEvent }) => {
    const alert = within(await dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent(labels.failed);
    await expect(alert).toHaveTextContent('서버 점검 중입니다. 잠시 후 다시 시도해주세요.');
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** The failure at 424 px. */
export const ServerFailureMobile: Story = {
  args: { rows: undefined, error: '서버 점검 중입니다. 잠시 후 다시 시도해주세요.' },
  globals: atViewport('mobile'),
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(labels.failed);
  },
};

/** While the first read runs. */
export const Loading: Story = {
  args: { rows: undefined },
  play: async () => {
    await expect(within(await dialog()).getByText(loadStateLabels.loading)).toBeVisible();
  },
};

/** Esc asks to close. */
export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
