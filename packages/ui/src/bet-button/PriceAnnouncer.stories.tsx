import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/Button';
import { BetButton } from './BetButton';
import { pricesChangedMessage } from './labels';
import { PriceAnnouncer } from './PriceAnnouncer';

/** The fixture's picks and the prices each press of its '배당 변경' button moves it to, in order. */
const picks = [
  { id: 'home', betName: '1', label: '홈 배당 변경', moves: [1.85, 1.9, 1.95, 2.0] },
  { id: 'draw', betName: 'X', label: '무 배당 변경', moves: [3.4, 3.3, 3.2, 3.1] },
  { id: 'away', betName: '2', label: '원정 배당 변경', moves: [4.2, 4.0, 3.8, 3.6] },
] as const;

type PickId = (typeof picks)[number]['id'];

const meta = {
  title: 'Betting/PriceAnnouncer',
  component: PriceAnnouncer,
  args: { prices: {}, intervalMs: 2000 },
  argTypes: { intervalMs: { control: { type: 'number', min: 0, step: 500 } } },
  render: function Render(args) {
    const [step, setStep] = useState<Record<PickId, number>>({ home: 0, draw: 0, away: 0 });
    const priceAt = (id: PickId, n: number) => {
      const moves = picks.find((pick) => pick.id === id)!.moves;
      return moves[Math.min(n, moves.length - 1)]!;
    };
    const prices = Object.fromEntries(picks.map((pick) => [pick.id, priceAt(pick.id, step[pick.id])]));
    return (
      <div style={{ display: 'grid', gap: 12, width: 392 }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }}>
          {picks.map((pick) => (
            <BetButton
              key={pick.id}
              betName={pick.betName}
              homeName="울산 HD"
              awayName="전북 현대"
              price={priceAt(pick.id, step[pick.id])}
              previousPrice={priceAt(pick.id, Math.max(0, step[pick.id] - 1))}
            />
          ))}
        </div>
        <div style={{ display: 'flex', gap: 8 }}>
          {picks.map((pick) => (
            <Button
              key={pick.id}
              variant="secondary"
              size="sm"
              onClick={() => setStep((current) => ({ ...current, [pick.id]: current[pick.id] + 1 }))}
            >
              {pick.label}
            </Button>
          ))}
        </div>
        <PriceAnnouncer {...args} prices={prices} />
      </div>
    );
  },
} satisfies Meta<typeof PriceAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Given a board whose prices move, the polite live region reads the first move at once, stays quiet
 * for the interval, then sums up the moves in between (two prices, however often each moved).
 */
export const Throttled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('');

    await userEvent.click(canvas.getByRole('button', { name: '홈 배당 변경' }));
    await waitFor(() => expect(region).toHaveTextContent(pricesChangedMessage(1)));
    await expect(region).toHaveTextContent('1개 배당이 변경되었습니다');
    const firstAt = performance.now();

    await userEvent.click(canvas.getByRole('button', { name: '무 배당 변경' }));
    await userEvent.click(canvas.getByRole('button', { name: '원정 배당 변경' }));
    await userEvent.click(canvas.getByRole('button', { name: '원정 배당 변경' }));
    // Within the interval nothing new is said.
    await expect(region).toHaveTextContent('1개 배당이 변경되었습니다');

    await waitFor(() => expect(region).toHaveTextContent('2개 배당이 변경되었습니다'), { timeout: 15_000 });
    // The poll that saw the first text may trail it by a tick, hence the small allowance.
    await expect(performance.now() - firstAt).toBeGreaterThanOrEqual(args.intervalMs! - 100);
    await userEvent.unhover(canvas.getByRole('button', { name: '원정 배당 변경' }));
  },
};

/** Prices that are the same once floored are no move, so nothing is announced. */
export const NoMoveNoAnnouncement: Story = {
  args: { intervalMs: 0 },
  render: function Render(args) {
    const [prices, setPrices] = useState({ home: 1.851 });
    return (
      <div style={{ display: 'grid', gap: 12, width: 392 }}>
        <Button variant="secondary" size="sm" onClick={() => setPrices({ home: 1.858 })}>
          홈 배당 갱신
        </Button>
        <PriceAnnouncer {...args} prices={prices} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '홈 배당 갱신' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
