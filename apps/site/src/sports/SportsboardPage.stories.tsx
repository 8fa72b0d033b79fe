import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteScreen } from '../stories/siteDecorator';
import SportsboardPage from './SportsboardPage';

const meta = {
  title: 'Site/Sports/SportsboardPage',
  component: SportsboardPage,
  ...siteScreen({ route: '/sportsboard' }),
} satisfies Meta<typeof SportsboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's games in play at the story clock (2026-11-22 21:00 KST), their scores, sport and league in Korean. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '실시간 스코어' }, { timeout: 15_000 });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
    await expect(rows).toHaveLength(12);
    await expect(rows[0]).toEqual(['11.22 (일) 19:18', '배구', 'V-리그 남자부', '우리카드 우리WON', '1:2', '삼성화재 블루팡스']);
    const leagues = rows.map(([, , league = '']) => league);
    // The feed sends 'Serie A', 'KBO League', 'La Liga', 'K League 1', 'Premier League'.
    await expect(leagues).toEqual(expect.arrayContaining(['세리에A', 'KBO 리그', '라리가', 'K리그1', '프리미어리그']));
    await expect(leagues.filter((league) => /[a-z]{2}/.test(league))).toEqual([]);
    await expect(canvas.getByRole('link', { name: '실시간 베팅하기' })).toHaveAttribute('href', '/inplay');
  },
};
