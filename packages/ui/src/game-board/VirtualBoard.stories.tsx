import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { BoardPage } from '../frame/BoardPage';
import { gameBoardLabels } from './labels';
import type { PillLinkProps } from './PillLinks';
import { VirtualGames, VirtualLeagueNav } from './VirtualBoard';

const renderLink = ({ href, children, ...props }: PillLinkProps) => (
  <a href={href} {...props}>
    {children}
  </a>
);

const groups = [
  {
    sport: '축구',
    leagues: [
      { href: '#premierships', name: '프리미어십', current: true },
      { href: '#eurocups', name: '유로컵', current: false },
    ],
  },
  { sport: '경마', leagues: [{ href: '#festivaldowns', name: '페스티벌 다운스', current: false }] },
];

const games = [
  { id: 1, startAt: '21:05', startAtIso: '2026-11-22T12:05:00.000Z', name: '맨체스터 vs 리버풀' },
  { id: 2, startAt: '21:08', startAtIso: '2026-11-22T12:08:00.000Z', name: '첼시 vs 아스널' },
];

/** The virtual page's body: the league nav, then the next games with the chosen one's panel (a stand-in for its odds). */
function VirtualDemo({ games: shown }: { games: typeof games }) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  return (
    <BoardPage title="가상스포츠 · 축구 프리미어십">
      <VirtualLeagueNav groups={groups} renderLink={renderLink} />
      <VirtualGames games={shown} chosenId={chosenId} onChoose={setChosenId}>
        {(chosen) => <p>{chosen.name} 배당</p>}
      </VirtualGames>
    </BoardPage>
  );
}

const meta = {
  title: 'Betting/VirtualBoard',
  component: VirtualDemo,
  args: { games },
  globals: atViewport('desktop'),
} satisfies Meta<typeof VirtualDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leagues by sport with the current one marked; the first game is chosen until the member presses another. */
export const Games: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: gameBoardLabels.virtualLeagues });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: '프리미어십' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '유로컵' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('list', { name: gameBoardLabels.virtualGames })).toBeVisible();
    const [first, second] = canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('맨체스터 vs 리버풀 배당')).toBeVisible();
    await userEvent.click(second!);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: '첼시 vs 아스널' })).toBeVisible();
    await expect(canvas.getByText('첼시 vs 아스널 배당')).toBeVisible();
  },
};

/** No upcoming games: the empty line, no list and no panel. */
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(gameBoardLabels.virtualEmpty)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: gameBoardLabels.virtualGames })).toBeNull();
  },
};
