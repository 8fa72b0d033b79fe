import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { GameResult } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { GameResultTable } from './GameResultTable';

const teams = [
  ['토트넘', '아스널', '2:1'],
  ['리버풀', '첼시', '0:0'],
  ['맨체스터 시티', '뉴캐슬', '3:2'],
  ['LG 트윈스', '두산 베어스', '5:4'],
] as const;

const results: GameResult[] = teams.map(([homeName, awayName, score], index) => ({
  fixtureId: 700 + index,
  sportName: index === 3 ? '야구' : '축구',
  leagueName: index === 3 ? 'KBO 리그' : '잉글랜드 프리미어리그',
  homeName,
  awayName,
  startdate: `2026-11-2${index} 21:00:00`,
  score,
}));

const meta = {
  title: 'Member/GameResultTable',
  component: GameResultTable,
  args: { rows: results, totalCount: 24, pageSize: 20, page: 1, onPageChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameResultTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settled games: kick-off in Korean time, the score between the teams, and the pages of the server's count. */
export const Many: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: '경기 결과' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('11.20 (금) 21:00축구잉글랜드 프리미어리그토트넘2:1아스널');
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** No results: said so, no table. */
export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('경기 결과가 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** At 424 px the league column is left out and the row fits the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: '리그' })).toBeNull();
    await expect(canvas.getByRole('table').getBoundingClientRect().width).toBeLessThanOrEqual(424);
  },
};
