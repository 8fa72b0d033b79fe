import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fixtureStart, type BoardFixture } from '@betkit/domain';
import { FavouriteToggle, KickOff } from './FixtureHead';
import { LiveBadge, LiveScore, LiveStatus } from './LiveHead';
import { oddsBoardLabels } from './labels';
import { boardBet, boardFixture, boardMarket } from './OddsBoard.fixtures';
import { OddsBoard, type OddsBoardEntry, type OddsBoardProps } from './OddsBoard';

const bet = (id: number, betName: string, betPrice: number, line: string | null = null, betStatus = 1) => boardBet(id, betName, betPrice, line, { betStatus });
const market = boardMarket;
const fixture = boardFixture;

const ulsan = fixture(1, '울산 HD', '전북 현대', [
  market(1, '1X2', '승무패', [bet(11, '1', 2.1), bet(12, 'X', 3.2), bet(13, '2', 3.4)]),
  market(2, 'Under/Over', '언더/오버', [bet(21, 'Over', 1.9, '2.5'), bet(22, 'Under', 1.9, '2.5'), bet(23, 'Over', 2.6, '3.5'), bet(24, 'Under', 1.45, '3.5')]),
]);
const pohang = fixture(2, '포항 스틸러스', 'FC 서울', [market(3, '1X2', '승무패', [bet(31, '1', 2.45), bet(32, 'X', 3.1), bet(33, '2', 2.8)])]);
const suspended = fixture(3, '대구 FC', '광주 FC', [market(4, '1X2', '승무패', [bet(41, '1', 1.75, null, 2), bet(42, 'X', 3.5, null, 2), bet(43, '2', 4.2, null, 2)])]);
const live = fixture(4, '울산 HD', '전북 현대', [market(5, '1X2', '승무패', [bet(51, '1', 1.62), bet(52, 'X', 3.9), bet(53, '2', 5.25)])], {
  score: '2:0',
  gameStatus: 20,
  clock: 67,
});

/** A pre-match card with its favourite star (its own state) and start time. */
function prematchEntry(board: BoardFixture, favourite: boolean, onToggle: () => void): OddsBoardEntry {
  return {
    fixture: board,
    markets: board.markets,
    league: 'K리그1',
    lead: <FavouriteToggle fixture={board} favourite={favourite} onToggle={onToggle} />,
    trail: <KickOff text={fixtureStart(board.startdate)} />,
  };
}

/** A board whose stars and picks keep their own state, as the site's slip and favourites do. */
function PrematchBoard({ fixtures, ...props }: Omit<OddsBoardProps, 'entries' | 'picked'> & { fixtures: readonly BoardFixture[]; picked?: ReadonlySet<string> }) {
  const [favourites, setFavourites] = useState<ReadonlySet<number>>(new Set());
  const [picked, setPicked] = useState<ReadonlySet<string>>(props.picked ?? new Set());
  const toggle = (id: number) => setFavourites((ids) => (ids.has(id) ? new Set([...ids].filter((other) => other !== id)) : new Set([...ids, id])));
  return (
    <OddsBoard
      {...props}
      entries={fixtures.map((board) => prematchEntry(board, favourites.has(board.fixtureId), () => toggle(board.fixtureId)))}
      picked={picked}
      onPick={(selection) => {
        props.onPick(selection);
        const key = String(selection.id);
        setPicked((ids) => (ids.has(key) ? new Set([...ids].filter((other) => other !== key)) : new Set([...ids, key])));
      }}
    />
  );
}

const meta = {
  title: 'Betting/OddsBoard',
  component: OddsBoard,
  args: { entries: undefined, onRetry: fn(), onPick: fn(), emptyText: '경기가 없습니다.', picked: new Set<string>() },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OddsBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pre-match: a card per fixture; a price press adds the pick (pressed), the star toggles, '배당 더보기' opens other lines. */
export const Prematch: Story = {
  render: (args) => <PrematchBoard {...args} fixtures={[ulsan, pohang]} />,
  play: async ({ canvas, userEvent, args }) => {
    const [first] = canvas.getAllByRole('article');
    const card = within(first!);
    await expect(card.getByRole('heading', { name: '울산 HD vs 전북 현대' })).toBeVisible();
    await expect(card.getByText('11.22 (일) 21:05')).toBeVisible();
    const home = card.getByRole('button', { name: '울산 HD 승 2.10' });
    await userEvent.click(home);
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 11, fixtureId: 1, betPrice: 2.1, marketNameKorean: '승무패', leagueName: 'K리그1' }));
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    const star = card.getByRole('button', { name: oddsBoardLabels.favourite('울산 HD', '전북 현대') });
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(card.queryByRole('group', { name: '언더/오버 (3.5)' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: oddsBoardLabels.moreLines(1) }));
    await expect(card.getByRole('group', { name: '언더/오버 (3.5)' })).toBeVisible();
    await expect(card.getByRole('button', { name: oddsBoardLabels.fewerLines })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A pick on a line other than the main one keeps that line in view, its button pressed. */
export const SelectedPick: Story = {
  args: { picked: new Set(['23']) },
  render: (args) => <PrematchBoard {...args} fixtures={[ulsan]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '언더/오버 (3.5)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /2\.60/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A suspended market: its buttons show the lock and cannot be pressed. */
export const SuspendedMarket: Story = {
  render: (args) => <PrematchBoard {...args} fixtures={[suspended]} />,
  play: async ({ canvas, args }) => {
    const buttons = within(canvas.getByRole('group', { name: '승무패' })).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) await expect(button).toBeDisabled();
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** In-play: the LIVE badge, the game status and minutes, the score, and prices that moved up and down since the last poll. */
export const LiveWithPriceMoves: Story = {
  args: {
    entries: [
      {
        fixture: live,
        markets: live.markets,
        league: 'K리그1',
        lead: <LiveBadge />,
        trail: <LiveStatus fixture={live} />,
        middle: <LiveScore score={live.score} />,
      },
    ],
    track: { '51': { price: 1.62, previous: 1.5 }, '53': { price: 5.25, previous: 5.5 }, '52': { price: 3.9 } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(oddsBoardLabels.live)).toBeVisible();
    await expect(canvas.getByRole('img', { name: oddsBoardLabels.score('2', '0') })).toBeVisible();
    await expect(canvas.getByText(oddsBoardLabels.clock(67), { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^울산 HD 승 1\.62/ })).toHaveAttribute('data-direction', 'up');
    await expect(canvas.getByRole('button', { name: /^전북 현대 승 5\.25/ })).toHaveAttribute('data-direction', 'down');
    await expect(canvas.getByRole('button', { name: /3\.90/ })).not.toHaveAttribute('data-direction');
  },
};

/** The first read runs: placeholder cards and the words for screen readers. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(oddsBoardLabels.loading);
  },
};

/** The first read failed: the board's heading, the server's text and a retry that reads again. */
export const Failed: Story = {
  args: { failure: '일시적인 오류가 발생했습니다.' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(oddsBoardLabels.failed);
    await expect(alert).toHaveTextContent('일시적인 오류가 발생했습니다.');
    await userEvent.click(within(alert).getByRole('button', { name: oddsBoardLabels.retry }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** No fixture: the screen's words. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('경기가 없습니다.');
  },
};
