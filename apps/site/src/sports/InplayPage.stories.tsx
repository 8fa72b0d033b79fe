import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { resolveExtraPaths } from '@betkit/api';
import { scenarios } from '@betkit/mocks';
import { frameLabels, oddsBoardLabels } from '@betkit/ui';
import { bettingLabels } from '../betting/labels';
import { siteScreen } from '../stories/siteDecorator';
import InplayPage from './InplayPage';
import { inplayStoryFeed, INPLAY_FAILURE_TEXT } from './inplayStoryFeed';
import { inplayLabels } from './labels';

/** The demo's first live fixture: V-League men, third set… shown as '4세트' at 1:2. */
const FIRST = '우리카드 우리WON 스코어 1 대 2 삼성화재 블루팡스';

const meta = {
  title: 'Site/Sports/InplayPage',
  component: InplayPage,
  // A one-second poll keeps the stories short; the route polls every 5 seconds.
  args: { refreshMs: 1000 },
  ...siteScreen({ route: '/inplay', msw: { handlers: inplayStoryFeed.handlers } }),
  beforeEach: () => {
    inplayStoryFeed.reset();
  },
} satisfies Meta<typeof InplayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member on /inplay picks a price; when the next poll moves it, the button shows the direction, the live
 * region sums the moves up, and the slip shows the old price struck through and the new one.
 */
export const PriceMoves: Story = {
  parameters: { member: 'demo01' },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('article', { name: FIRST });
    await expect(within(first).getByText('4세트')).toBeVisible();
    const pick = within(within(first).getByRole('group', { name: '승패' })).getAllByRole('button')[0]!;
    await userEvent.click(pick);
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    const column = canvas.getByRole('complementary', { name: frameLabels.slipColumn });
    const picks = await within(column).findByRole('list', { name: '선택한 베팅' }, { timeout: 15_000 });
    await expect(within(picks).queryByText('이전 배당', { exact: false })).toBeNull();

    inplayStoryFeed.move();
    await waitFor(() => expect(pick).toHaveAccessibleName(/배당 (상승|하락)$/), { timeout: 15_000 });
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(picks).getByText('이전 배당', { exact: false })).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText(/^\d+개 배당이 변경되었습니다$/)).toBeInTheDocument());
  },
};

/** The 424 px layout: the cards alone (the bottom bar's bet cart opens the slip), with score and status. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('article', { name: FIRST });
    await expect(within(first).getByText(oddsBoardLabels.live)).toBeVisible();
    await expect(canvas.getByRole('article', { name: '김천 상무 스코어 2 대 0 대구 FC' })).toHaveTextContent("후반전 72'");
    await expect(canvas.queryByRole('complementary', { name: frameLabels.slipColumn })).toBeNull();
  },
};

/** When polls start failing after the board loaded, the board stays and the slip says prices may be stale. */
export const RefreshFailing: Story = {
  parameters: { member: 'demo01' },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: FIRST });
    inplayStoryFeed.fail();
    const column = canvas.getByRole('complementary', { name: frameLabels.slipColumn });
    await expect(await within(column).findByText(bettingLabels.stale, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('article', { name: FIRST })).toBeVisible();
  },
};

/** No live fixture. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.emptyLists } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(inplayLabels.empty)).toBeVisible();
  },
};

/** The board is refused (a 4xx): the server's text and a retry. A 5xx server fault shows the error page instead (Site/Screens/ErrorPages). */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [http.get(resolveExtraPaths().inplayGames, () => HttpResponse.text(INPLAY_FAILURE_TEXT, { status: 400 }))] },
  },
  play: async ({ canvas }) => {
    // The slip column has its own (empty) alert regions: look inside the board.
    const board = await canvas.findByRole('region', { name: inplayLabels.title });
    const alert = await within(board).findByRole('alert');
    await expect(alert).toHaveTextContent(oddsBoardLabels.failed);
    await expect(alert).toHaveTextContent(INPLAY_FAILURE_TEXT);
    await expect(within(alert).getByRole('button', { name: oddsBoardLabels.retry })).toBeVisible();
  },
};
