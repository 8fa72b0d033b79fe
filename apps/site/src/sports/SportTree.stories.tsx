import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { scenarios } from '@betkit/mocks';
import { sportTreeLabels } from '@betkit/ui';
import SportTree from './SportTree';
import { siteScreen } from '../stories/siteDecorator';

const LOCATION_PREFIX = '현재 위치: ';
const currentLocation = (canvas: { getByText: (text: string, options: { exact: boolean }) => HTMLElement }) =>
  canvas.getByText(LOCATION_PREFIX.trim(), { exact: false });

/** Shows where the router is, so a story can assert a navigation. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return (
    <p>
      {LOCATION_PREFIX}
      <code>{`${pathname}${search}`}</code>
    </p>
  );
}

const meta = {
  title: 'Site/Sports/SportTree',
  component: SportTree,
  ...siteScreen({ route: '/europe' }),
  render: () => (
    <div style={{ width: 240 }}>
      <SportTree />
      <CurrentLocation />
    </div>
  ),
} satisfies Meta<typeof SportTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sports with their counts; opening 축구 > 잉글랜드 loads its leagues, and a league opens the filtered board. */
export const ExpandedToLeague: Story = {
  play: async ({ canvas, userEvent }) => {
    const football = await canvas.findByRole('button', { name: '축구 52경기' });
    await expect(football).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(football);
    await expect(football).toHaveAttribute('aria-expanded', 'true');
    const england = await canvas.findByRole('button', { name: '잉글랜드 10경기' });
    await userEvent.click(england);
    const league = await canvas.findByRole('link', { name: '프리미어리그 10경기' });
    await expect(league).toHaveAttribute('href', '/europe?sport_id=6046&location_id=44&league=1003');
    await expect(canvas.getByRole('link', { name: sportTreeLabels.all('축구') })).toHaveAttribute('href', '/europe?sport_id=6046');

    await userEvent.click(league);
    await expect(currentLocation(canvas)).toHaveTextContent('/europe?sport_id=6046&location_id=44&league=1003');
    await expect(league).toHaveAttribute('aria-current', 'page');
  },
};

/** A filtered board opens its branch: the tree shows where the member is. */
export const OpenOnCurrentLeague: Story = {
  parameters: { route: '/europe?sport_id=154914&location_id=82&league=3001' },
  play: async ({ canvas }) => {
    const league = await canvas.findByRole('link', { name: 'KBO 리그 10경기' });
    await expect(league).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '야구 24경기' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Enter with text searches the board (/europe?search=…); Enter with only spaces does nothing. */
export const SearchSubmit: Story = {
  parameters: { route: '/' },
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('searchbox', { name: sportTreeLabels.search });
    await userEvent.type(box, '   {Enter}');
    await expect(currentLocation(canvas)).toHaveTextContent(/^현재 위치: \/$/);
    await userEvent.clear(box);
    await userEvent.type(box, '맨체스터{Enter}');
    await waitFor(() => expect(currentLocation(canvas)).toHaveTextContent(`/europe?search=${encodeURIComponent('맨체스터')}`));
  },
};

/** While the sports load. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(sportTreeLabels.loading);
  },
};

/** The sports fail to load: the server's text and a retry, inside the sidebar. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: scenarios.networkFailure } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(sportTreeLabels.failed);
    await expect(alert).toHaveTextContent('서버와 연결할 수 없습니다.');
    await expect(within(alert).getByRole('button', { name: sportTreeLabels.retry })).toBeVisible();
  },
};

/** Spec 2: the tree's mini-game groups, a branch per provider; a game's link opens its board. */
export const MinigameGroups: Story = {
  play: async ({ canvas, userEvent }) => {
    const minigames = await canvas.findByRole('button', { name: /^미니게임 \d+경기$/ });
    await expect(minigames).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(minigames);
    await userEvent.click(await canvas.findByRole('button', { name: '로투스 3경기' }));
    const baccarat = await canvas.findByRole('link', { name: '로투스 바카라' });
    await expect(baccarat).toHaveAttribute('href', '/minigame/lotus/baccarat');
    await userEvent.click(baccarat);
    await expect(currentLocation(canvas)).toHaveTextContent('/minigame/lotus/baccarat');
    await expect(baccarat).toHaveAttribute('aria-current', 'page');
  },
};

/** On a mini-game's board the tree opens its provider's group at the game. */
export const OpenOnCurrentMinigame: Story = {
  parameters: { route: '/minigame/token/highrow' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '토큰 하이로우' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '토큰게임 3경기' })).toHaveAttribute('aria-expanded', 'true');
  },
};
