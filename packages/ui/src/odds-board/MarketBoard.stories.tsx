import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { BoardMarket } from '@betkit/domain';
import type { SlipSelection } from '../bet-slip';
import { oddsBoardLabels } from './labels';
import { MarketBoard, type MarketBoardProps } from './MarketBoard';

const oddEven: BoardMarket = {
  marketId: 701,
  marketName: 'Odd/Even',
  marketNameKorean: '홀/짝',
  bets: [
    { id: 7001, betName: '홀', betPrice: 1.95, version: 1, betStatus: 1, lastUpdate: '2026-11-22 21:00:00' },
    { id: 7002, betName: '짝', betPrice: 1.95, version: 1, betStatus: 1, lastUpdate: '2026-11-22 21:00:00' },
  ],
};

const closed: BoardMarket = {
  marketId: 702,
  marketName: 'Under/Over',
  marketNameKorean: '언더/오버',
  bets: [
    { id: 7003, betName: 'Under', betPrice: 1.9, version: 1, betStatus: 2, lastUpdate: '2026-11-22 21:00:00' },
    { id: 7004, betName: 'Over', betPrice: 1.9, version: 1, betStatus: 2, lastUpdate: '2026-11-22 21:00:00' },
  ],
};

/** The board with a one-pick slip of its own, as the mini-game slip keeps one pick per round. */
function WithSlip(props: MarketBoardProps) {
  const [selections, setSelections] = useState<readonly SlipSelection[]>(props.selections);
  return (
    <MarketBoard
      {...props}
      selections={selections}
      onPick={(selection) => {
        props.onPick(selection);
        setSelections((picks) => (picks.some((pick) => pick.id === selection.id) ? [] : [selection]));
      }}
    />
  );
}

const meta = {
  title: 'Betting/MarketBoard',
  component: MarketBoard,
  args: { game: { fixtureId: 1301, homeName: '1301회차', leagueName: '파워볼' }, markets: [oddEven, closed], selections: [], onPick: fn() },
  render: (args) => <WithSlip {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarketBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round's markets under their headings; a press adds the pick with the round's names, a closed market is locked. */
export const Round: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const markets = canvas.getByRole('region', { name: oddsBoardLabels.gameMarkets });
    const odd = within(within(markets).getByRole('group', { name: '홀/짝' })).getAllByRole('button')[0]!;
    await userEvent.click(odd);
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 7001, fixtureId: 1301, leagueName: '파워볼', marketNameKorean: '홀/짝' }));
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    for (const button of within(within(markets).getByRole('group', { name: '언더/오버' })).getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByText(oddsBoardLabels.onePickPerGame)).toBeVisible();
  },
};

/** A price already on the slip is pressed when the board opens. */
export const PickOnSlip: Story = {
  args: {
    selections: [{ id: 7002, fixtureId: 1301, betPrice: 1.95, betName: '짝', marketName: 'Odd/Even' }],
  },
  play: async ({ canvas }) => {
    const buttons = within(canvas.getByRole('group', { name: '홀/짝' })).getAllByRole('button');
    await expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
  },
};
