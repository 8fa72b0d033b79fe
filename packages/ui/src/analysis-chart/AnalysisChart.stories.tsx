import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatWon, periodDays } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { AnalysisChart, type ChartSeries } from './AnalysisChart';
import { analysisChartLabels } from './labels';

/** One Korean day's figures, as the analysis call answers them. */
interface AnalysisDay {
  day: string;
  deposits: number;
  withdrawals: number;
  stakes: number;
  rolling: number;
}

/** Fixed figures for each day of a period, so pictures never move. */
const daysOf = (from: string, to: string): AnalysisDay[] =>
  periodDays({ from, to }).map((day, index) => ({
    day,
    deposits: (((index * 37) % 11) + 2) * 250_000,
    withdrawals: (((index * 53) % 9) + 1) * 200_000,
    stakes: (((index * 29) % 13) + 3) * 300_000,
    rolling: (((index * 29) % 13) + 3) * 3_000,
  }));

const series: ChartSeries<AnalysisDay>[] = [
  { key: 'deposits', label: '입금', value: (day) => day.deposits, mark: 'bar' },
  { key: 'withdrawals', label: '출금', value: (day) => day.withdrawals, mark: 'bar' },
  { key: 'stakes', label: '베팅', value: (day) => day.stakes, mark: 'line' },
];

const week = daysOf('2026-11-16', '2026-11-22');

const meta = {
  title: 'Partner/AnalysisChart',
  component: AnalysisChart<AnalysisDay>,
  args: { title: '통계 분석', days: week, dayOf: (day: AnalysisDay) => day.day, series, period: { from: '2026-11-16', to: '2026-11-22' } },
} satisfies Meta<typeof AnalysisChart<AnalysisDay>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week: the chart is hidden from screen readers, its caption points to the table, which has every number and the totals. */
export const Week: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.querySelectorAll('[data-series="deposits"] rect')).toHaveLength(7);
    await expect(svg.querySelector('polyline[data-series="stakes"]')!.getAttribute('points')!.split(' ')).toHaveLength(7);
    await expect(canvas.getByText(analysisChartLabels.summary('통계 분석', 7))).toBeVisible();
    const table = canvas.getByRole('table', { name: '통계 분석' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(9);
    const deposits = args.days.reduce((sum, day) => sum + day.deposits, 0);
    await expect(within(rows.at(-1)!).getAllByRole('cell')[0]).toHaveTextContent(formatWon(deposits));
    await expect(canvas.getByRole('list', { name: analysisChartLabels.legend })).toHaveTextContent('입금출금베팅');
  },
};

/** 90 days: a bar per day and series, the dates thinned under the axis, the table's 90 rows. */
export const NinetyDays: Story = {
  args: { days: daysOf('2026-08-25', '2026-11-22'), series: [...series, { key: 'rolling', label: '롤링', value: (day) => day.rolling, mark: 'line' }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg [data-series="withdrawals"] rect')).toHaveLength(90);
    await expect(within(canvas.getByRole('table', { name: '통계 분석' })).getAllByRole('row')).toHaveLength(92);
  },
};

/** An empty period says so and draws no chart. */
export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(analysisChartLabels.empty)).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** The recommender area's light theme. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '통계 분석' })).toBeVisible();
  },
};

/** At 424 px the chart keeps a readable size and scrolls sideways, as the table does. */
export const AtMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('svg')!.parentElement!;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  },
};
