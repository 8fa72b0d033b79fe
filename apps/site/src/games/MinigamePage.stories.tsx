import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { bettingMessages } from '@betkit/domain';
import { scenarios } from '@betkit/mocks';
import { withSite } from '../stories/siteDecorator';
import { gameBoardLabels, minigameLabels } from './labels';
import MinigamePage from './MinigamePage';

const meta = {
  title: 'Site/Games/MinigamePage',
  component: MinigamePage,
  decorators: [withSite],
  parameters: { route: '/minigame/donghang', member: 'demo01' },
} satisfies Meta<typeof MinigamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The entry check passes and the round running at the demo clock (21:00 KST, 5-minute rounds: the
 * 253rd, closing 21:04:50) is open. A pick goes to the mini-game slip; a second pick on the same round
 * is not added (the simple slip keeps one pick per game).
 */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: minigameLabels.round(253) })).toBeVisible();
    await expect(canvas.getByText('21:04:50')).toBeVisible();
    const oddEven = canvas.getByRole('group', { name: '홀/짝' });
    const odd = within(oddEven).getByRole('button', { name: '홀 1.95' });
    await userEvent.click(odd);
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    const picks = await canvas.findByRole('list', { name: '선택한 베팅' });
    await waitFor(() => expect(within(picks).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(picks).getByText(/동행 파워볼/)).toBeVisible();

    await userEvent.click(within(canvas.getByRole('group', { name: '언더/오버' })).getByRole('button', { name: '오버 1.95' }));
    await expect(within(picks).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText(gameBoardLabels.onePickPerGame)).toBeVisible();
  },
};

/** Every mini-game's setting has systemMaintenanceFlg set: maintenance mode, nothing to bet on. */
export const Maintenance: Story = {
  parameters: { msw: { handlers: scenarios.minigameMaintenance } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(bettingMessages.underMaintenance)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '동행 파워볼' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '홀/짝' })).toBeNull();
  },
};

/** The setting is missing (an empty answer): maintenance mode too. */
export const SettingMissing: Story = {
  parameters: { route: '/minigame/oddgame/penalty_kick', msw: { handlers: scenarios.minigameSettingMissing } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(bettingMessages.underMaintenance)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '승부차기' })).toBeVisible();
  },
};

/** The check fails without text: the spec's default is alerted and shown with a retry. */
export const CheckFailed: Story = {
  parameters: { msw: { handlers: scenarios.minigameCheckFailed } },
  play: async ({ canvas, userEvent }) => {
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveAccessibleDescription(bettingMessages.minigameCheckFailed);
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    const inline = canvas.getByText(minigameLabels.failedTitle).closest<HTMLElement>('[role="alert"]');
    await expect(inline).toHaveTextContent(bettingMessages.minigameCheckFailed);
    await expect(canvas.getByRole('button', { name: gameBoardLabels.retry })).toBeVisible();
  },
};

/** The check fails with the server's text: that text is alerted. */
export const CheckFailedWithText: Story = {
  parameters: { msw: { handlers: scenarios.minigameCheckFailedWithText } },
  play: async () => {
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveAccessibleDescription('미니게임 설정을 불러오지 못했습니다.');
  },
};

/** A path no mini-game has: the 404 page with a link to the top page. */
export const UnknownGame: Story = {
  parameters: { route: '/minigame/no-such-game' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  },
};

/** On the 424 px layout the bottom bar's bet cart holds the slip, so the page shows no slip panel. */
export const Mobile: Story = {
  parameters: { route: '/minigame/oddgame/penalty_kick' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: '홀/짝' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '베팅카트' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: minigameLabels.siblings('오드게임') })).toBeVisible();
  },
};
