import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { scenarios } from '@betkit/mocks';
import { gameBoardLabels as uiGameBoardLabels, virtualStreamLabels } from '@betkit/ui';
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
    // The page is taller than the viewport with the stream above the games: the picture starts from the top, however far the clicks scrolled.
    window.scrollTo(0, 0);
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
    // Streams are the soccer leagues' alone.
    await expect(canvas.queryByRole('figure')).toBeNull();
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

/** The stream's video, once the stream list has answered. */
const streamVideo = (stream: HTMLElement) =>
  waitFor(() => {
    const video = stream.querySelector('video');
    if (!video) throw new Error('no video yet');
    return video;
  });

/** The league's stream, as the demo's GET /vet3/Soccer answers it: the newest Premiership round's video, muted. */
export const Stream: Story = {
  play: async ({ canvas }) => {
    const stream = await canvas.findByRole('figure', { name: '프리미어십 경기 중계' });
    const video = await streamVideo(stream);
    // The demo lists an older round first; the lists are reversed before matching, so the newest round plays.
    await expect(video.getAttribute('src')).toBe('/streams/virtual-soccer.webm?league=premierships&round=2');
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAccessibleName('프리미어십 경기 영상');
    const controls = within(stream).getByRole('group', { name: '영상 조작' });
    await expect(within(controls).getByRole('button', { name: '재생' })).toBeEnabled();
    await expect(within(controls).getByRole('button', { name: '소리' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Another soccer league's page shows its own stream. */
export const StreamOfWorldCup: Story = {
  parameters: { route: '/bet365/soccer/worldcup' },
  play: async ({ canvas }) => {
    const stream = await canvas.findByRole('figure', { name: '월드컵 경기 중계' });
    await waitFor(() => expect(stream.querySelector('video')?.getAttribute('src')).toBe('/streams/virtual-soccer.webm?league=worldcup&round=2'));
  },
};

/** The stream list names no Premiership game: the stream's place says so, and the games stay below it. */
export const StreamNoMatch: Story = {
  parameters: {
    msw: { handlers: [http.get('/vet3/Soccer', () => HttpResponse.json([{}, [{ title: 'World Cup', seq: 1 }], [{ idx: 1, url: '/streams/virtual-soccer.webm' }]]))] },
  },
  play: async ({ canvas }) => {
    const stream = await canvas.findByRole('figure', { name: '프리미어십 경기 중계' });
    await expect(await within(stream).findByText(virtualStreamLabels.none)).toBeVisible();
    await expect(stream.querySelector('video')).toBeNull();
    await expect(await canvas.findByRole('list', { name: uiGameBoardLabels.virtualGames }, { timeout: LOAD_TIMEOUT_MS })).toBeVisible();
  },
};

/** The stream call fails: the server's text and a retry in the stream's place; the games are not affected. */
export const StreamFailed: Story = {
  parameters: { msw: { handlers: [http.get('/vet3/Soccer', () => HttpResponse.text('중계 서버 점검 중입니다.', { status: 400 }))] } },
  play: async ({ canvas }) => {
    const stream = await canvas.findByRole('figure', { name: '프리미어십 경기 중계' });
    const alert = await within(stream).findByRole('alert');
    await expect(alert).toHaveTextContent(virtualStreamLabels.failedTitle);
    await expect(alert).toHaveTextContent('중계 서버 점검 중입니다.');
    await expect(within(alert).getByRole('button', { name: gameBoardLabels.retry })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: uiGameBoardLabels.virtualGames }, { timeout: LOAD_TIMEOUT_MS })).toBeVisible();
  },
};

/** An answer that is not the game and stream lists is a failure, never "no stream". */
export const StreamMalformed: Story = {
  parameters: { msw: { handlers: [http.get('/vet3/Soccer', () => HttpResponse.json({ broken: true }))] } },
  play: async ({ canvas }) => {
    const stream = await canvas.findByRole('figure', { name: '프리미어십 경기 중계' });
    const alert = await within(stream).findByRole('alert');
    await expect(alert).toHaveTextContent(virtualLabels.streamsUnreadable);
    await expect(within(stream).queryByText(virtualStreamLabels.none)).toBeNull();
  },
};

/** The stream list is still loading: its place is kept at 16:9 with the loading line. */
export const StreamLoading: Story = {
  parameters: { msw: { handlers: [http.get('/vet3/Soccer', () => new Promise<never>(() => undefined))] } },
  play: async ({ canvas }) => {
    const stream = await canvas.findByRole('figure', { name: '프리미어십 경기 중계' });
    await expect(within(stream).getByRole('status')).toHaveTextContent(virtualStreamLabels.loading);
  },
};

/** The 424 px layout: the stream spans the column above the games, muted and inline. */
export const StreamMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const stream = await canvas.findByRole('figure', { name: '프리미어십 경기 중계' });
    const video = await streamVideo(stream);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video.getBoundingClientRect().width).toBeLessThanOrEqual(424);
    const games = await canvas.findByRole('list', { name: uiGameBoardLabels.virtualGames }, { timeout: LOAD_TIMEOUT_MS });
    await expect(games.getBoundingClientRect().top).toBeGreaterThan(video.getBoundingClientRect().bottom);
  },
};
