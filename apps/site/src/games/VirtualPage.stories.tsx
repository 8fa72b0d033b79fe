import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@betkit/mocks';
import { withSite } from '../stories/siteDecorator';
import { gameBoardLabels, virtualLabels } from './labels';
import VirtualPage from './VirtualPage';

const meta = {
  title: 'Site/Games/VirtualPage',
  component: VirtualPage,
  decorators: [withSite],
  parameters: { route: '/bet365/soccer/premierships', member: 'demo01' },
} satisfies Meta<typeof VirtualPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The league's next games with the first chosen; its home-win price goes to the virtual slip; another game shows its own odds. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const games = await canvas.findByRole('list', { name: virtualLabels.games });
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
    await expect(await canvas.findByText(virtualLabels.empty)).toBeVisible();
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
