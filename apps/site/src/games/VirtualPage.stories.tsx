import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@betkit/mocks';
import { gameBoardLabels as uiGameBoardLabels } from '@betkit/ui';
import { siteScreen } from '../stories/siteDecorator';
import { gameBoardLabels, virtualLabels } from './labels';
import VirtualPage from './VirtualPage';

const meta = {
  title: 'Site/Games/VirtualPage',
  component: VirtualPage,
  ...siteScreen({ route: '/bet365/soccer/premierships', member: 'demo01' }),
} satisfies Meta<typeof VirtualPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The league's next games with the first chosen; its home-win price goes to the virtual slip; another game shows its own odds. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const games = await canvas.findByRole('list', { name: uiGameBoardLabels.virtualGames });
    const buttons = within(games).getAllByRole('button');
    await expect(buttons.length).toBeGreaterThan(1);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: '프리미어십' })).toHaveAttribute('aria-current', 'page');

    const winDrawWin = await canvas.findByRole('group', { name: '승무패' });
    const [homeWin] = within(winDrawWin).getAllByRole('button');
    await userEvent.click(homeWin!);
    await expect(homeWin).toHaveAttribute('aria-pressed', 'true');
    const picks = await canvas.findByRole('list', { name: '선택한 베팅' });
    await waitFor(() => expect(within(picks).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(picks).getByText(/프리미어십/)).toBeVisible();

    await userEvent.click(buttons[1]!);
    await expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(canvas.getByRole('group', { name: '승무패' })).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** No open games in the league. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.emptyLists } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(uiGameBoardLabels.virtualEmpty)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '승무패' })).toBeNull();
  },
};

/** The games are still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/virtureGame', () => new Promise<never>(() => undefined))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(gameBoardLabels.loading)).toBeVisible();
  },
};

/** The game list call fails: the server's text and a retry, inline. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get('/virtureGame', () => HttpResponse.text('가상게임 목록을 불러오지 못했습니다.', { status: 400 }))] } },
  play: async ({ canvas }) => {
    const text = await canvas.findByText('가상게임 목록을 불러오지 못했습니다.');
    const alert = text.closest<HTMLElement>('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(within(alert!).getByRole('button', { name: gameBoardLabels.retry })).toBeVisible();
  },
};

/** A /bet365 path that is not a league: the 404 page. */
export const UnknownLeague: Story = {
  parameters: { route: '/bet365/soccer/nowhere' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  },
};

/** The game list, then the chosen game's odds: a shared machine can take a few seconds (a condition, not a sleep). */
const LOAD_TIMEOUT_MS = 5_000;

/** A horse race: titled by its race number alone (no 'vs'), with its winner market of eight runners. */
export const HorseRace: Story = {
  parameters: { route: '/bet365/horse/britanniaways' },
  play: async ({ canvas }) => {
    const games = await canvas.findByRole('list', { name: uiGameBoardLabels.virtualGames }, { timeout: LOAD_TIMEOUT_MS });
    for (const button of within(games).getAllByRole('button')) {
      await expect(button).toHaveTextContent(/브리타니아 웨이 제\d+경주$/);
      await expect(button).not.toHaveTextContent(virtualLabels.versus);
    }
    const winner = await canvas.findByRole('group', { name: '우승' }, { timeout: LOAD_TIMEOUT_MS });
    await expect(within(winner).getAllByRole('button')).toHaveLength(8);
    await expect(within(winner).getByRole('button', { name: /^1번 \d/ })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '승무패' })).toBeNull();
  },
};

const game = (fixtureId: number, startdate: string, homeName: string, awayName: string) => ({
  fixtureId,
  sportsType: 'soccer',
  league: 'premierships',
  status: 1,
  homeName,
  awayName,
  startdate,
});

/**
 * The list the server sent still holds a game that started at 20:57 (the site's clock says 21:00): the
 * site does not offer it; the game still to start is listed and chosen.
 */
export const StartedGameNotOffered: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/virtureGame', () =>
          HttpResponse.json([game(1_000_000_001, '2026-11-22 20:57:00', '런던 레드', '런던 블루'), game(1_000_000_002, '2026-11-22 21:03:00', '미들랜즈', '요크셔')]),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const games = await canvas.findByRole('list', { name: uiGameBoardLabels.virtualGames }, { timeout: LOAD_TIMEOUT_MS });
    const [only, ...rest] = within(games).getAllByRole('button');
    await expect(rest).toEqual([]);
    await expect(only).toHaveTextContent('미들랜즈 vs 요크셔');
    await expect(only).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText(/런던 레드/)).toBeNull();
  },
};
