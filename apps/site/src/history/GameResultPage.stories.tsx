import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { GameResult } from '@betkit/domain';
import { siteScreen } from '../stories/siteDecorator';
import { NotFoundPage } from '../screens/ErrorPages';
import GameResultPage from './GameResultPage';

const meta = {
  title: 'Site/History/GameResultPage',
  component: GameResultPage,
  // The kind is a route parameter, so the page sits under the site's own route.
  render: () => (
    <Routes>
      <Route path="game_result/:kind" element={<GameResultPage notFound={<NotFoundPage />} />} />
    </Routes>
  ),
  args: { notFound: null },
  ...siteScreen({ route: '/game_result/sports' }),
} satisfies Meta<typeof GameResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST_WAIT = { timeout: 15_000 };

/** The demo backend's virtual sports (packages/mocks/src/fixtures/virtual.ts). */
const VIRTUAL_SPORTS = ['가상축구', '가상농구', '가상경견', '가상경마'];

/** Each result row's cells: kick-off, sport, league, home, score, away. */
async function resultRows(canvas: ReturnType<typeof within>): Promise<string[][]> {
  const table = await canvas.findByRole('table', { name: '경기 결과' }, LIST_WAIT);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/** Whether kick-offs ('11.22 (일) 11:00', all in one year) run newest first. */
function newestFirst(rows: readonly string[][]): boolean {
  const keys = rows.map(([kickOff = '']) => kickOff.replace(/ \(.\) /, ' '));
  return keys.every((key, index) => index === 0 || key <= keys[index - 1]!);
}

/** /game_result/sports for a guest: settled sports and live games only, sport and league in Korean, newest first. */
export const Sports: Story = {
  play: async ({ canvas }) => {
    const rows = await resultRows(canvas);
    await expect(canvas.getByRole('link', { name: '스포츠' })).toHaveAttribute('aria-current', 'page');
    await expect(rows).toHaveLength(20);
    await expect(rows[0]).toEqual(['11.22 (일) 18:00', 'e스포츠', 'LCK', 'T1', '2:0', 'DN 프릭스']);
    await expect(newestFirst(rows)).toBe(true);
    // The feed sends 'E-Games', 'Ice Hockey', 'UEFA Champions League', 'K League 2': each reads in Korean.
    for (const [, sport] of rows) await expect(sport).toMatch(/^e?[가-힣]+$/);
    const leagues = rows.map(([, , league = '']) => league);
    await expect(leagues).toEqual(expect.arrayContaining(['UEFA 챔피언스리그', 'K리그2', '아시아리그 아이스하키', 'V-리그 남자부', '프리미어리그', '라리가']));
    // English words (a run of lower-case letters) are gone; acronyms such as LCK, NHL and MLB stay.
    await expect(leagues.filter((league) => /[a-z]{2}/.test(league))).toEqual([]);
  },
};

/** /game_result/virtuals: the virtual races and games, newest first, none of them under 스포츠. */
export const Virtuals: Story = {
  parameters: { route: '/game_result/virtuals' },
  play: async ({ canvas }) => {
    const rows = await resultRows(canvas);
    await expect(canvas.getByRole('link', { name: '가상스포츠' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('경기 결과가 없습니다.')).toBeNull();
    await expect(rows).toHaveLength(11);
    await expect(rows[0]).toEqual(['11.21 (토) 00:10', '가상경마', '빅토리아 파크', '빅토리아 파크 제51경주', '5번', '']);
    await expect(newestFirst(rows)).toBe(true);
    for (const [, sport] of rows) await expect(VIRTUAL_SPORTS).toContain(sport);
  },
};

/** /game_result/minigame: the mini-game rounds and their results, newest first. */
export const Minigame: Story = {
  parameters: { route: '/game_result/minigame' },
  play: async ({ canvas }) => {
    const rows = await resultRows(canvas);
    await expect(canvas.getByRole('link', { name: '미니게임' })).toHaveAttribute('aria-current', 'page');
    await expect(rows).toHaveLength(14);
    await expect(rows[0]).toEqual(['11.20 (금) 06:49', '미니게임', '파티클 사다리', '409회차', '우', '']);
    await expect(newestFirst(rows)).toBe(true);
    for (const [, sport] of rows) await expect(sport).toBe('미니게임');
  },
};

/** A server that answers in its own order with the feed's English names. */
const unsortedAnswer: GameResult[] = [
  { fixtureId: 1, sportName: 'Baseball', leagueName: 'KBO League', homeName: 'LG 트윈스', awayName: '두산 베어스', startdate: '2026-11-20 18:30:00', score: '5:4' },
  { fixtureId: 2, sportName: 'Soccer', leagueName: 'Serie A', homeName: '제노아', awayName: '유벤투스', startdate: '2026-11-22 17:00:00', score: '2:0' },
  { fixtureId: 3, sportName: 'Basketball', leagueName: 'NBA', homeName: 'LA 레이커스', awayName: '보스턴 셀틱스', startdate: '2026-11-21 09:00:00', score: '101:99' },
];

/** Whatever order and names the server sends, the page lists the newest game first with Korean sport and league names. */
export const ServerOrderAndNames: Story = {
  parameters: { msw: { handlers: [http.get('/game-result', () => HttpResponse.json({ list: unsortedAnswer, totalCount: 3 }))] } },
  play: async ({ canvas }) => {
    const rows = await resultRows(canvas);
    await expect(rows).toEqual([
      ['11.22 (일) 17:00', '축구', '세리에A', '제노아', '2:0', '유벤투스'],
      ['11.21 (토) 09:00', '농구', 'NBA', 'LA 레이커스', '101:99', '보스턴 셀틱스'],
      ['11.20 (금) 18:30', '야구', 'KBO 리그', 'LG 트윈스', '5:4', '두산 베어스'],
    ]);
  },
};
