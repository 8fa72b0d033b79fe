import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { scenarios } from '@betkit/mocks';
import { frameLabels, oddsBoardLabels } from '@betkit/ui';
import { atViewport } from '@betkit/storybook/viewports';
import { siteScreen } from '../stories/siteDecorator';
import { bettingTabLabels, boardLabels, prematchLabels } from './labels';
import PrematchPage from './PrematchPage';
import { FAVOURITES_STORAGE_KEY } from '../app/stores';

/** The demo board's first fixture at the stories' clock (2026-11-22 21:00 KST): NPB, starting 21:02. */
const FIRST = { home: '도호쿠 라쿠텐 골든이글스', away: '주니치 드래곤즈', fixture: '도호쿠 라쿠텐 골든이글스 vs 주니치 드래곤즈' };

const meta = {
  title: 'Site/Sports/PrematchPage',
  component: PrematchPage,
  ...siteScreen({ route: '/' }),
  // Favourites live in local storage: every story starts without any.
  beforeEach: () => {
    localStorage.removeItem(FAVOURITES_STORAGE_KEY);
  },
} satisfies Meta<typeof PrematchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Korean-style board at / for a guest: 15 fixtures of the first page, '전체' tab, start times in Korean time. */
export const GuestKoreanStyle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: prematchLabels.title.korean })).toBeVisible();
    const first = await canvas.findByRole('article', { name: FIRST.fixture });
    await expect(canvas.getAllByRole('article')).toHaveLength(15);
    await expect(within(first).getByText('11.22 (일) 21:02')).toBeVisible();
    await expect(within(first).getByText('야구 · NPB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: bettingTabLabels.all })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(boardLabels.total(120))).toBeVisible();
    // The layout shows the pre-match slip on /, so the page brings none of its own.
    await expect(canvas.queryByRole('complementary', { name: frameLabels.slipColumn })).toBeNull();
  },
};

/** A member on /europe: the layout hides its slip there, so the board has the pre-match slip in its own column. */
export const MemberEuropeWithSlip: Story = {
  parameters: { route: '/europe?sport_id=6046', member: 'demo01' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: prematchLabels.title.europe })).toBeVisible();
    const articles = await canvas.findAllByRole('article');
    for (const article of articles) await expect(article).toHaveTextContent(/^축구 · /);
    const column = canvas.getByRole('complementary', { name: frameLabels.slipColumn });
    // The slip panel is its own chunk: the first load may take a moment.
    await expect(await within(column).findByRole('heading', { name: '베팅카트' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: prematchLabels.clearFilters })).toHaveAttribute('href', '/europe');
  },
};

/** Pressing a price adds the pick to the slip (names, market and price) and the button stays pressed; pressing again removes it. */
export const PickAdded: Story = {
  parameters: { route: '/europe', member: 'demo01' },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('article', { name: FIRST.fixture });
    const home = within(first).getByRole('button', { name: `${FIRST.home} 승 1.76` });
    const column = canvas.getByRole('complementary', { name: frameLabels.slipColumn });
    await within(column).findByRole('heading', { name: '베팅카트' }, { timeout: 15_000 });

    await userEvent.click(home);
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(home);
    await expect(home).toHaveAttribute('aria-pressed', 'false');
    await expect(within(column).queryByRole('list', { name: '선택한 베팅' })).toBeNull();

    await userEvent.click(home);
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    const picks = await within(column).findByRole('list', { name: '선택한 베팅' });
    await expect(within(picks).getByText(FIRST.fixture, { exact: false })).toBeVisible();
    await expect(within(picks).getByText('승패')).toBeVisible();
    await expect(within(picks).getByText('1.76')).toBeVisible();
  },
};

/** A betting tab keeps only its market family: '언더/오버' shows the main totals line, the others on request. */
export const UnderOverTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: FIRST.fixture });
    await userEvent.click(canvas.getByRole('link', { name: bettingTabLabels.underOver }));
    await expect(await canvas.findByRole('link', { name: bettingTabLabels.underOver, current: 'page' })).toBeVisible();
    const first = await canvas.findByRole('article', { name: FIRST.fixture });
    // The main line is the one whose prices are closest: 7.5 (1.72 / 2.03).
    await expect(within(first).getByRole('group', { name: '언더/오버 (7.5)' })).toBeVisible();
    await expect(within(first).queryByRole('group', { name: '언더/오버 (6.5)' })).toBeNull();
    await expect(within(first).queryByRole('group', { name: '승패' })).toBeNull();
    await expect(within(first).queryByRole('group', { name: /핸디캡/ })).toBeNull();

    const more = within(first).getByRole('button', { name: oddsBoardLabels.moreLines(2) });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(within(first).getByRole('group', { name: '언더/오버 (6.5)' })).toBeVisible();
    await expect(within(first).getByRole('button', { name: '오버 1.41' })).toBeVisible();
  },
};

/** The second page: the page query moves, the current page is marked and the next 15 fixtures show. */
export const SecondPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: FIRST.fixture });
    const pages = canvas.getByRole('navigation', { name: prematchLabels.pagination });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    await expect(await canvas.findByRole('article', { name: /^레알 베티스 vs/ })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: FIRST.fixture })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(15);
    const after = canvas.getByRole('navigation', { name: prematchLabels.pagination });
    await expect(within(after).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A star keeps a fixture as a favourite in this browser; the '즐겨찾기' filter then shows only favourites. */
export const Favourites: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: FIRST.fixture });
    const filter = canvas.getByRole('button', { name: prematchLabels.favouritesFilter });

    // Without a favourite the filter has nothing to show.
    await userEvent.click(filter);
    await expect(await canvas.findByText(prematchLabels.emptyFavourites)).toBeVisible();
    await userEvent.click(filter);
    await expect(filter).toHaveAttribute('aria-pressed', 'false');

    const star = await canvas.findByRole('button', { name: oddsBoardLabels.favourite(FIRST.home, FIRST.away) });
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem(FAVOURITES_STORAGE_KEY)).toContain('11400001');

    await userEvent.click(filter);
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: FIRST.fixture })).toBeVisible();
  },
};

/**
 * On page 3 with a favourite from page 1, starring a page-3 fixture and turning the filter on shows both
 * favourites on page 1 of their own: the count says 2경기 and there is no second page.
 */
export const FavouritesCountAndPages: Story = {
  parameters: { route: '/?page=3' },
  beforeEach: () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(['11400001']));
  },
  play: async ({ canvas, userEvent }) => {
    const [pageThree] = await canvas.findAllByRole('article');
    await expect(canvas.getByText(boardLabels.total(120))).toBeVisible();
    const star = within(pageThree!).getByRole('button', { name: / 즐겨찾기$/ });
    const teams = star.getAttribute('aria-label')!.replace(/ 즐겨찾기$/, '');
    await userEvent.click(star);

    await userEvent.click(canvas.getByRole('button', { name: prematchLabels.favouritesFilter }));
    await waitFor(() => expect(canvas.getByText(boardLabels.total(2))).toBeVisible());
    const favourites = canvas.getAllByRole('article');
    await expect(favourites).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: FIRST.fixture })).toBeVisible();
    await expect(canvas.getByRole('article', { name: teams })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: prematchLabels.pagination });
    await expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).queryByRole('button', { name: '2' })).toBeNull();
  },
};

/** The sidebar's search lands on /europe?search=…: the board says what it shows and how to see everything. */
export const SearchResults: Story = {
  parameters: { route: '/europe?search=맨체스터' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(prematchLabels.search('맨체스터'))).toBeVisible();
    const articles = await canvas.findAllByRole('article');
    await expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) await expect(article).toHaveTextContent('맨체스터');
  },
};

/** While the board loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(oddsBoardLabels.loading);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A failed board shows the server's message and a retry; the 500 also raises the global alert first. */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.serverError } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('예상치못한 문제가 발생했습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(oddsBoardLabels.failed);
    await expect(alert).toHaveTextContent('예상치못한 문제가 발생했습니다.');
    await expect(within(alert).getByRole('button', { name: oddsBoardLabels.retry })).toBeEnabled();
  },
};

/** No fixtures to bet on. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.emptyLists } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(prematchLabels.empty)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The event-style board (/event): the same fixtures, its own heading; the layout's slip bets in the event style. */
export const EventStyle: Story = {
  parameters: { route: '/event' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: prematchLabels.title.event })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(15);
    // Desktop has the styles in the top bar's tabs; the board links to them on a phone only.
    await expect(canvas.queryByRole('navigation', { name: prematchLabels.styles })).toBeNull();
  },
};

/** On a phone the board links to each bet style's board, the one shown marked. */
export const MobileStyleLinks: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    const styles = await canvas.findByRole('navigation', { name: prematchLabels.styles });
    await expect(within(styles).getByRole('link', { name: prematchLabels.styleNames.korean })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(styles).getByRole('link', { name: prematchLabels.styleNames.event }));
    await expect(await canvas.findByRole('heading', { level: 1, name: prematchLabels.title.event })).toBeVisible();
    await expect(within(styles).getByRole('link', { name: prematchLabels.styleNames.event })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findAllByRole('article')).toHaveLength(15);
  },
};
