import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { BoardPage, BoardPanel } from '../frame/BoardPage';
import { BoardHeading, BoardMaintenance, BoardNote, GameChoiceList, GroupedPillNav, PillGroup, ProviderCard, ProviderGrid, RoundHeader } from './GameBoard';
import { gameBoardLabels } from './labels';

const meta = {
  title: 'Betting/GameBoard',
  component: ProviderCard,
  args: { name: 'Evolution', kind: 'casino', highlights: ['스피드 바카라', '라이트닝 룰렛'], pending: false, locked: false, onLaunch: fn() },
  globals: atViewport('desktop'),
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The casino page's cards: one per last-launch state, the guest note above. */
export const ProviderCards: Story = {
  render: (args) => (
    <BoardPage title="카지노" intro="게임사를 선택하면 새 창에서 게임이 열립니다.">
      <BoardNote>게임은 로그인한 회원만 이용할 수 있습니다.</BoardNote>
      <ProviderGrid label="카지노 게임사">
        <li>
          <ProviderCard {...args} />
        </li>
        <li>
          <ProviderCard {...args} name="Microgaming" kind="slot" outcome="maintenance" />
        </li>
        <li>
          <ProviderCard {...args} name="Habanero" kind="slot" outcome="blocked" locked />
        </li>
        <li>
          <ProviderCard {...args} name="Pragmatic Play" kind="slot" pending locked />
        </li>
      </ProviderGrid>
    </BoardPage>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: gameBoardLabels.playProvider('Evolution') }));
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('article', { name: 'Microgaming' })).toHaveAttribute('data-state', 'maintenance');
    await expect(canvas.getByText(gameBoardLabels.maintenanceBadge)).toBeVisible();
    await expect(canvas.getByText(gameBoardLabels.blockedBadge)).toBeVisible();
    await expect(canvas.getByRole('button', { name: gameBoardLabels.playProvider('Habanero') })).toBeDisabled();
    await expect(canvas.getByRole('article', { name: 'Pragmatic Play' })).toHaveAttribute('data-state', 'launching');
  },
};

const games = [
  { id: 1, startAt: '21:05', startAtIso: '2026-11-22T12:05:00.000Z', name: '맨체스터 vs 리버풀' },
  { id: 2, startAt: '21:08', startAtIso: '2026-11-22T12:08:00.000Z', name: '첼시 vs 아스널' },
];

/** The virtual page: leagues by sport, the next games (the first chosen), the chosen game's panel; a press chooses another. */
function VirtualDemo() {
  const [chosenId, setChosenId] = useState(1);
  return (
    <BoardPage title="가상스포츠 · 축구 프리미어십">
      <GroupedPillNav label="가상스포츠 리그">
        {['축구', '농구'].map((sport) => (
          <PillGroup key={sport} name={sport}>
            {(pillClassName) => (
              <li>
                <a href={`#${sport}`} className={pillClassName} aria-current={sport === '축구' ? 'page' : undefined}>
                  {sport} 리그
                </a>
              </li>
            )}
          </PillGroup>
        ))}
      </GroupedPillNav>
      <BoardHeading id="virtual-games">경기 목록</BoardHeading>
      <GameChoiceList labelledBy="virtual-games" games={games} chosenId={chosenId} onChoose={setChosenId} />
      <BoardPanel>
        <BoardHeading>{games.find((game) => game.id === chosenId)?.name}</BoardHeading>
      </BoardPanel>
    </BoardPage>
  );
}

export const GameChoices: Story = {
  render: () => <VirtualDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '가상스포츠 리그' })).toBeVisible();
    const first = canvas.getByRole('button', { name: /맨체스터/ });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /첼시/ }));
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('heading', { level: 2, name: '첼시 vs 아스널' })).toBeVisible();
  },
};

/** A mini-game round: its name and when betting closes. */
export const Round: Story = {
  render: () => (
    <BoardPanel state="open">
      <RoundHeader title="253회차" closeAt="21:04:50" closeAtIso="2026-11-22T12:04:50.000Z" />
    </BoardPanel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '253회차' })).toBeVisible();
    await expect(canvas.getByText('21:04:50')).toHaveAttribute('datetime', '2026-11-22T12:04:50.000Z');
  },
};

/** A mini-game in maintenance, on a phone. */
export const Maintenance: Story = {
  globals: atViewport('mobile'),
  render: () => <BoardMaintenance title="미니게임 점검 안내" message="점검중입니다." detail="점검이 끝나면 다시 이용하실 수 있습니다." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('점검중입니다.').parentElement).toHaveAttribute('data-state', 'maintenance');
  },
};
