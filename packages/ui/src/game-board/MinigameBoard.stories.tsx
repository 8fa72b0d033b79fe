import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { bettingMessages } from '@betkit/domain';
import { BoardPanel } from '../frame/BoardPage';
import { RoundHeader } from './GameBoard';
import { minigameBoardLabels } from './labels';
import { MinigameBoard } from './MinigameBoard';
import type { PillLinkProps } from './PillLinks';

const renderLink = ({ href, children, ...props }: PillLinkProps) => (
  <a href={href} {...props}>
    {children}
  </a>
);

const siblings = [
  { href: '#powerball', name: '동행 파워볼', current: true },
  { href: '#ladder', name: '동행 파워사다리', current: false },
];

const meta = {
  title: 'Betting/MinigameBoard',
  component: MinigameBoard,
  args: {
    name: '동행 파워볼',
    provider: '동행복권',
    intervalSeconds: 300,
    siblings,
    renderLink,
    entry: { mode: 'open' },
    onRetry: fn(),
    children: (
      <BoardPanel state="open">
        <RoundHeader title="253회차" closeAt="21:04:50" closeAtIso="2026-11-22T12:04:50.000Z" />
      </BoardPanel>
    ),
  },
  globals: atViewport('desktop'),
} satisfies Meta<typeof MinigameBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The check let the member in: the interval in the intro, the provider's games as pills (this one current), and the round. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '동행 파워볼' })).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByText(/5분 간격/)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: minigameBoardLabels.siblings('동행복권') });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: '동행 파워볼' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '동행 파워사다리' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('heading', { level: 2, name: '253회차' })).toBeVisible();
  },
};

/** A provider with one game and a round every 45 seconds: no sibling nav, the interval in seconds. */
export const SingleGame: Story = {
  args: { name: '승부차기', provider: '오드게임', intervalSeconds: 45, siblings: [{ href: '#penalty', name: '승부차기', current: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/45초 간격/)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The entry check runs: its line, and no round yet. */
export const Checking: Story = {
  args: { entry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '동행 파워볼' })).toHaveAttribute('data-state', 'checking');
    await expect(canvas.getByText(minigameBoardLabels.checking)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: '253회차' })).toBeNull();
  },
};

/** The game is under maintenance: the rule's message and when it comes back, no round. */
export const Maintenance: Story = {
  args: { entry: { mode: 'maintenance' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(minigameBoardLabels.maintenanceTitle)).toBeVisible();
    await expect(canvas.getByText(bettingMessages.underMaintenance)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: '253회차' })).toBeNull();
  },
};

/** The check failed: the title and the text with a retry that runs the check again. */
export const Failed: Story = {
  args: { entry: { mode: 'failed', alert: bettingMessages.minigameCheckFailed } },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByText(minigameBoardLabels.failedTitle).closest<HTMLElement>('[role="alert"]');
    await expect(alert).toHaveTextContent(bettingMessages.minigameCheckFailed);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
