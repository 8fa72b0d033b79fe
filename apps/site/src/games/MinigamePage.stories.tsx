import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { createApiClient, getMinigameEvents, getMinigames } from '@betkit/api';
import { bettingMessages } from '@betkit/domain';
import { scenarios } from '@betkit/mocks';
import { minigameBoardLabels, oddsBoardLabels } from '@betkit/ui';
import { siteScreen } from '../stories/siteDecorator';
import { gameBoardLabels, minigameLabels } from './labels';
import MinigamePage from './MinigamePage';

const meta = {
  title: 'Site/Games/MinigamePage',
  component: MinigamePage,
  ...siteScreen({ route: '/minigame/donghang', member: 'demo01' }),
} satisfies Meta<typeof MinigamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entry check, then the round: a shared machine can take a few seconds (a condition, not a sleep). */
const LOAD_TIMEOUT_MS = 5_000;

/**
 * The entry check passes and the round running at the demo clock (21:00 KST, 5-minute rounds: the
 * 253rd, closing 21:04:50) is open. A pick goes to the mini-game slip; a second pick on the same round
 * is not added (the simple slip keeps one pick per game).
 */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: minigameLabels.round(253) }, { timeout: LOAD_TIMEOUT_MS })).toBeVisible();
    await expect(canvas.getByText('21:04:50')).toBeVisible();
    // A powerball round: the powerball's and the normal balls' markets.
    const markets = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(markets).toEqual(['파워볼 홀/짝', '파워볼 언더/오버', '일반볼 홀/짝', '일반볼 대/중/소']);
    const oddEven = canvas.getByRole('group', { name: '파워볼 홀/짝' });
    const odd = within(oddEven).getByRole('button', { name: '홀 1.95' });
    await userEvent.click(odd);
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    const picks = await canvas.findByRole('list', { name: '선택한 베팅' });
    await waitFor(() => expect(within(picks).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(picks).getByText(/동행 파워볼/)).toBeVisible();

    await userEvent.click(within(canvas.getByRole('group', { name: '파워볼 언더/오버' })).getByRole('button', { name: '오버 1.95' }));
    await expect(within(picks).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText(oddsBoardLabels.onePickPerGame)).toBeVisible();
  },
};

/** Every mini-game's setting has systemMaintenanceFlg set: maintenance mode, nothing to bet on. */
export const Maintenance: Story = {
  parameters: { msw: { handlers: scenarios.minigameMaintenance } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(bettingMessages.underMaintenance)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '동행 파워볼' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '파워볼 홀/짝' })).toBeNull();
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
    const inline = canvas.getByText(minigameBoardLabels.failedTitle).closest<HTMLElement>('[role="alert"]');
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
    await expect(await canvas.findByRole('group', { name: '골/노골' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '베팅카트' })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: minigameBoardLabels.siblings('오드게임') })).toBeVisible();
  },
};

/** Checks a market group offers exactly these bets (each button reads '{name} {price}'). */
async function expectBets(root: HTMLElement, market: string, names: readonly string[]) {
  const group = within(within(root).getByRole('group', { name: market }));
  await expect(group.getAllByRole('button')).toHaveLength(names.length);
  for (const name of names) await expect(group.getByRole('button', { name: new RegExp(`^${name} \\d`) })).toBeVisible();
}

/** Baccarat offers its own market: player, banker and tie (not odd/even), each in its colour family. */
export const Baccarat: Story = {
  parameters: { route: '/minigame/next-bakara' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: '바카라' }, { timeout: LOAD_TIMEOUT_MS })).toBeVisible();
    await expectBets(canvasElement, '바카라', ['플레이어', '뱅커', '타이']);
    await expect(canvas.getByRole('button', { name: '타이 8.00' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '홀/짝' })).toBeNull();
  },
};

/** Dragon-tiger offers dragon, tiger and tie. */
export const DragonTiger: Story = {
  parameters: { route: '/minigame/oddgame/dragon_tiger' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: '드래곤/타이거' }, { timeout: LOAD_TIMEOUT_MS })).toBeVisible();
    await expectBets(canvasElement, '드래곤/타이거', ['드래곤', '타이거', '타이']);
  },
};

/** Horse racing offers the winning horse's number. */
export const HorseRacing: Story = {
  parameters: { route: '/minigame/oddgame/horse_racing30' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('group', { name: '1등 마번' }, { timeout: LOAD_TIMEOUT_MS })).toBeVisible();
    await expectBets(canvasElement, '1등 마번', ['1번', '2번', '3번', '4번', '5번']);
  },
};

/** The round the server sent closed before the site's clock (20:59:50 < 21:00): no bet buttons, only the notice. */
export const RoundClosed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/minigame/events', () =>
          HttpResponse.json([
            {
              id: 1_000_000_252,
              gameId: 1,
              round: 252,
              closeAt: '2026-11-22 20:59:50',
              markets: [{ marketId: 1, marketName: '파워볼 홀/짝', marketNameKorean: '파워볼 홀/짝', bets: [{ id: 1, betName: '홀', betPrice: 1.95, version: 1, betStatus: 1, lastUpdate: '2026-11-22 20:59:50' }] }],
            },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(minigameLabels.roundClosed(minigameLabels.round(252)), undefined, { timeout: LOAD_TIMEOUT_MS })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '파워볼 홀/짝' })).toBeNull();
  },
};

/** The demo backend's open round of a mini-game: what the board shows. */
async function openRound(path: string) {
  const client = createApiClient({ baseUrl: '', getToken: () => null });
  const game = (await getMinigames(client)).find((candidate) => candidate.path === path)!;
  const [round] = await getMinigameEvents(client, game.id);
  return round!;
}

/** The round refresh reaches the slip: a pick whose price the server moved shows the new price, as on the sports boards. */
export const PriceReachesSlip: Story = {
  play: async ({ canvas, userEvent }) => {
    const powerball = within(await canvas.findByRole('group', { name: '파워볼 홀/짝' }, { timeout: LOAD_TIMEOUT_MS }));
    await userEvent.click(powerball.getByRole('button', { name: '홀 1.95' }));
    const picks = await canvas.findByRole('list', { name: '선택한 베팅' });
    await waitFor(() => expect(picks).toHaveTextContent('1.95'));
    const bet = (await openRound('donghang')).markets[0]!.bets[0]!;
    await fetch('/__demo/move-prices', { method: 'POST', body: JSON.stringify({ oddsIds: [bet.id] }) });
    // The board re-reads the round every 5 seconds.
    await waitFor(() => expect(picks).toHaveTextContent('이전 배당 1.95변경 배당 2.05'), { timeout: 12_000 });
    await expect(powerball.getByRole('button', { name: '홀 2.05' })).toHaveAttribute('aria-pressed', 'true');
  },
};
