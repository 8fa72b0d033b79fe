import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { frameLabels } from '@betkit/ui';
import { atViewport } from '@betkit/storybook/viewports';
import PrematchPage from '../sports/PrematchPage';
import { frameStoryMeta } from '../stories/siteDecorator';
import { AppLayout } from './AppLayout';
import { chromeLabels } from './chromeLabels';
import { layoutLabels } from './labels';

const meta = {
  title: 'Site/Layout/AppLayout',
  ...frameStoryMeta,
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's top bar: the first banner (the slip's own header may also be exposed as one). */
const topBar = async (canvas: { findAllByRole: (role: 'banner') => Promise<HTMLElement[]> }) => (await canvas.findAllByRole('banner'))[0]!;

/** The layout with the pre-match board as its screen (the other stories show the frame around an empty screen); unpadded, at the window's true width. */
const renderWithBoard = () => (
  <Routes>
    <Route element={<AppLayout />}>
      <Route path="*" element={<PrematchPage />} />
    </Route>
  </Routes>
);

/** An element's box in the window. */
const boxOf = (element: Element) => element.getBoundingClientRect();

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Waits for the board's fixtures and the slip column's heading, then checks the slip stands beside (right of) the board. */
async function expectSlipBesideBoard(canvas: Canvas, boardName: string) {
  const board = await canvas.findByRole('region', { name: boardName });
  const fixtures = await within(board).findAllByRole('article');
  const slip = canvas.getByRole('complementary', { name: frameLabels.slipColumn });
  await within(slip).findByRole('heading', { name: '베팅카트' }, { timeout: 15_000 });
  await expect(boxOf(slip).left).toBeGreaterThanOrEqual(boxOf(board).right);
  return { board, slip, fixtures };
}

/** A guest on desktop: the tabs, the GMT+9 clock, a login button, the pre-match slip beside the screen and the login form in the member column. */
export const DesktopGuest: Story = {
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: layoutLabels.mainMenu });
    await expect(within(menu).getByRole('link', { name: '베팅내역' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByLabelText(layoutLabels.clock)).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(GMT\+9\)$/);
    const column = canvas.getByRole('complementary', { name: layoutLabels.memberColumn });
    // The column and the slip are chunks of their own: the first load may take a moment.
    await expect(await within(column).findByLabelText('아이디', {}, { timeout: 15_000 })).toBeVisible();
    // Betting-core 2: four banner images under the login form; the chat and notice ones open a new tab.
    const banners = within(within(column).getByRole('list', { name: '바로가기 배너' })).getAllByRole('link');
    await expect(banners).toHaveLength(4);
    for (const external of banners.slice(0, 2)) {
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(banners[2]).toHaveAttribute('href', '/attendance');
    await expect(banners[2]).not.toHaveAttribute('target');
    // The pictures are files next to the site: every one decodes (a missing file would not).
    await Promise.all(Array.from(column.querySelectorAll('img'), (image) => image.decode()));
    const slip = canvas.getByRole('complementary', { name: frameLabels.slipColumn });
    await expect(await within(slip).findByRole('heading', { name: '베팅카트' }, { timeout: 15_000 })).toBeVisible();
    // From 1920 px the sport tree stands open: no drawer handle.
    await expect(await canvas.findByPlaceholderText('국가, 리그, 팀 검색', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: layoutLabels.sportDrawer })).toBeNull();
  },
};

/** A member on desktop: nickname, money and logout in the top bar; the member panel and the pre-match slip in the column. */
export const DesktopMember: Story = {
  parameters: { route: '/bet_result', member: 'demo01' },
  play: async ({ canvas }) => {
    const header = await topBar(canvas);
    await expect(within(header).getByText(layoutLabels.money)).toBeVisible();
    await expect(within(header).getByRole('button', { name: layoutLabels.logout })).toBeVisible();
    const column = canvas.getByRole('complementary', { name: layoutLabels.memberColumn });
    await expect(await within(column).findByRole('region', { name: /회원 정보/ })).toBeVisible();
  },
};

/** The header's login button opens the login dialog; logging in there closes it and shows the member. */
export const LoginFromHeader: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await topBar(canvas)).getByRole('button', { name: layoutLabels.login }));
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    await userEvent.type(within(dialog).getByLabelText('아이디'), 'demo01');
    await userEvent.type(within(dialog).getByLabelText('비밀번호'), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull());
    await expect(await within(await topBar(canvas)).findByRole('button', { name: layoutLabels.logout })).toBeVisible();
  },
};

/** A 555 from the server (logged in elsewhere) logs the member out with the spec's alert. */
export const LoggedInElsewhere: Story = {
  // Only the member's refresh answers 555: the decorator's login must still succeed.
  parameters: { route: '/bet_result', member: 'demo01', msw: { handlers: [http.get('/member/:id', () => new HttpResponse(null, { status: 555 }))] } },
  play: async ({ canvas, userEvent }) => {
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    await expect(alert).toHaveAccessibleDescription('다른기기에서 로그인되어 로그아웃 됩니다.');
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await expect(within(await topBar(canvas)).getByRole('button', { name: layoutLabels.login })).toBeVisible();
  },
};

/** When the member cannot be re-fetched, the page says prices and money may be stale. */
export const StaleMember: Story = {
  parameters: { route: '/bet_result', member: 'demo01', msw: { handlers: [http.get('/member/:id', () => HttpResponse.error())] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/최신 정보가 아닐 수 있으며/, {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** Mobile (424 px) for a member: header with money, bottom bar; the bet cart opens the slip dialog. */
export const MobileBetCart: Story = {
  parameters: { member: 'demo01' },
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    const bottomBar = await canvas.findByRole('navigation', { name: layoutLabels.bottomMenu });
    await userEvent.click(await within(bottomBar).findByRole('button', { name: /베팅카트/ }));
    const slip = await screen.findByRole('dialog', { name: /베팅카트/ });
    await expect(slip).toBeVisible();
  },
};

/** Mobile for a guest: the header's login button, no member column. */
export const MobileGuest: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(within(await topBar(canvas)).getByRole('button', { name: layoutLabels.login })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: layoutLabels.memberColumn })).toBeNull();
  },
};

/** Spec: closing the login dialog resets the form and goes home — on desktop '/' lands on the europe board. */
export const LoginClosedGoesHome: Story = {
  play: async ({ canvas, userEvent }) => {
    const login = within(await topBar(canvas)).getByRole('button', { name: layoutLabels.login });
    await userEvent.click(login);
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    await userEvent.type(within(dialog).getByLabelText('아이디'), 'demo01');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull());
    const menu = canvas.getByRole('navigation', { name: layoutLabels.mainMenu });
    await waitFor(() => expect(within(menu).getByRole('link', { name: '유럽형' })).toHaveAttribute('aria-current', 'page'));
    await userEvent.click(login);
    await expect(within(await screen.findByRole('dialog', { name: '로그인' })).getByLabelText('아이디')).toHaveValue('');
  },
};

/**
 * A laptop (1366×768, in the spec's notebook range): the sport tree waits behind its drawer, the europe board's
 * slip stands beside the board inside the window, the member column beside it; a pick lands in view.
 */
export const LaptopEuropeBoard: Story = {
  globals: atViewport('laptop'),
  parameters: { route: '/europe', member: 'demo01', padded: false },
  render: renderWithBoard,
  play: async ({ canvas, userEvent }) => {
    const { board, slip, fixtures } = await expectSlipBesideBoard(canvas, '스포츠 (유럽형)');
    const [first] = fixtures;
    await userEvent.click(within(first!).getAllByRole('button', { name: /\d\.\d\d$/ })[0]!);
    await expect(await within(slip).findByText('1개 선택')).toBeVisible();
    await expect(boxOf(slip).left).toBeGreaterThanOrEqual(boxOf(board).right);
    await expect(boxOf(slip).bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(boxOf(within(slip).getByRole('button', { name: '베팅하기' })).bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(boxOf(board).width).toBeGreaterThanOrEqual(500);
    // Spec 2: all eleven tabs of the top bar at every desktop width (the row scrolls where they do not fit).
    const menu = canvas.getByRole('navigation', { name: layoutLabels.mainMenu });
    for (const tab of ['카지노', '슬롯', '스포츠', '인플레이', '미니게임', '로투스', '토큰', '가상스포츠', '베팅내역', '이벤트']) {
      await expect(within(menu).getByRole('link', { name: tab })).toBeInTheDocument();
    }
    await expect(within(menu).getByRole('button', { name: '홀덤' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: layoutLabels.sportDrawer })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByPlaceholderText('국가, 리그, 팀 검색')).not.toBeVisible();
    await expect(await within(canvas.getByRole('complementary', { name: layoutLabels.memberColumn })).findByRole('region', { name: /회원 정보/ })).toBeVisible();
  },
};

/** Notebook width (1352 px): the drawer's handle opens the sport tree over the Korean board; the layout's slip stands beside the board. */
export const NotebookTreeDrawer: Story = {
  globals: atViewport('notebook'),
  parameters: { route: '/korean', padded: false },
  render: renderWithBoard,
  play: async ({ canvas, userEvent }) => {
    await expectSlipBesideBoard(canvas, '스포츠 (국내형)');
    const handle = canvas.getByRole('button', { name: layoutLabels.sportDrawer });
    await userEvent.click(handle);
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('button', { name: /축구/ })).toBeVisible();
    await expect(canvas.getByPlaceholderText('국가, 리그, 팀 검색')).toBeVisible();
  },
};

/**
 * The narrowest desktop (768 px): the slip still stands beside the Korean board; the member column is a drawer the
 * top bar's '내 정보' opens (spec: the tablet right sidebar, 352 px), and nothing runs off the window's side.
 */
export const TabletMemberDrawer: Story = {
  globals: atViewport('tablet'),
  parameters: { route: '/korean', member: 'demo01', padded: false },
  render: renderWithBoard,
  play: async ({ canvas, userEvent }) => {
    const { board, slip } = await expectSlipBesideBoard(canvas, '스포츠 (국내형)');
    await expect(boxOf(slip).right).toBeLessThanOrEqual(window.innerWidth);
    await expect(boxOf(board).width).toBeGreaterThanOrEqual(330);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.queryByRole('complementary', { name: layoutLabels.memberColumn })).toBeNull();
    const button = within(await topBar(canvas)).getByRole('button', { name: layoutLabels.memberDrawer });
    await userEvent.click(button);
    const drawer = canvas.getByRole('complementary', { name: layoutLabels.memberColumn });
    await expect(await within(drawer).findByRole('region', { name: /회원 정보/ })).toBeVisible();
    await expect(boxOf(drawer).width).toBe(352);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The phone's '내 정보' drawer (spec 2: 352 px): its coupon and refresh buttons fit inside it, none runs past its edge. */
export const MobileMemberDrawerButtons: Story = {
  parameters: { member: 'demo01' },
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await topBar(canvas)).getByRole('button', { name: layoutLabels.memberDrawer }));
    const drawer = await screen.findByRole('dialog', { name: '내 정보' });
    // The drawer slides in: measure once it stands still.
    await waitFor(() => expect(drawer.getAnimations()).toHaveLength(0));
    const group = within(drawer).getByRole('group', { name: '충전 쿠폰' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    const edge = boxOf(drawer);
    for (const button of buttons) {
      await expect(boxOf(button).left).toBeGreaterThanOrEqual(edge.left);
      await expect(boxOf(button).right).toBeLessThanOrEqual(edge.right);
      // The label is not cut inside the button either.
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth);
  },
};

/**
 * The narrowest desktop (768 px) for a member: the top bar keeps the balance in view beside the logout and the
 * member drawer's button, and nothing in it runs past the window or over its neighbour.
 */
export const TabletHeaderBalance: Story = {
  globals: atViewport('tablet'),
  parameters: { route: '/bet_result', member: 'demo01' },
  play: async ({ canvas }) => {
    const header = await topBar(canvas);
    const balance = await within(header).findByText('₩1,287,500');
    await expect(balance).toBeVisible();
    await expect(boxOf(balance).width).toBeGreaterThan(0);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const logout = within(header).getByRole('button', { name: layoutLabels.logout });
    const drawerButton = within(header).getByRole('button', { name: layoutLabels.memberDrawer });
    await expect(boxOf(balance).right).toBeLessThanOrEqual(boxOf(logout).left);
    await expect(boxOf(drawerButton).right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** True when two boxes share any area. */
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A laptop (1366×768) for a member: the right floating tab bar stands clear of the member column (the panel and the
 * jackpot box under it), and each of its tabs is the element a press at its centre lands on.
 */
export const LaptopFloatingTabs: Story = {
  globals: atViewport('laptop'),
  parameters: { route: '/bet_result', member: 'demo01', padded: false },
  play: async ({ canvas }) => {
    const column = await canvas.findByRole('complementary', { name: layoutLabels.memberColumn }, { timeout: 15_000 });
    await within(column).findByRole('region', { name: /회원 정보/ }, { timeout: 15_000 });
    const jackpot = await within(column).findByRole('region', { name: '잭팟' });
    const bar = await canvas.findByRole('navigation', { name: chromeLabels.floatingTabs }, { timeout: 15_000 });
    const tabs = [...bar.querySelectorAll<HTMLElement>('a, button')];
    await expect(tabs[0]).toHaveTextContent(chromeLabels.bettingRules);
    for (const part of [...column.children]) await expect(overlaps(boxOf(bar.firstElementChild!), boxOf(part))).toBe(false);
    await expect(overlaps(boxOf(bar.firstElementChild!), boxOf(jackpot))).toBe(false);
    for (const tab of tabs) {
      const box = boxOf(tab);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      await expect(tab.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
    }
  },
};

/**
 * A laptop (1366×768) for a guest, whose column (login form, three banners, jackpot) is taller than the room above the
 * floating tab bar: the column stops above the bar and scrolls inside, so the third banner ('출석체크') is never under
 * the bar and scrolling the column brings it fully into view.
 */
export const LaptopGuestBanners: Story = {
  globals: atViewport('laptop'),
  parameters: { route: '/bet_result', padded: false },
  play: async ({ canvas }) => {
    const column = await canvas.findByRole('complementary', { name: layoutLabels.memberColumn }, { timeout: 15_000 });
    const attendance = await within(column).findByRole('link', { name: /^출석체크 이벤트/ }, { timeout: 15_000 });
    const bar = await canvas.findByRole('navigation', { name: chromeLabels.floatingTabs }, { timeout: 15_000 });
    const barBox = boxOf(bar.firstElementChild!);
    await expect(boxOf(column).bottom).toBeLessThanOrEqual(barBox.top);
    column.scrollTo({ top: column.scrollHeight });
    await waitFor(() => expect(boxOf(attendance).bottom).toBeLessThanOrEqual(boxOf(column).bottom + 1));
    const banner = boxOf(attendance);
    await expect(overlaps(banner, barBox)).toBe(false);
    await expect(attendance.contains(document.elementFromPoint(banner.left + banner.width / 2, banner.top + banner.height / 2))).toBe(true);
  },
};

/** The page's main controls a popup must leave free: the sport search, the slip's heading and the member column. */
async function expectPopupsClearOfControls(canvas: Canvas) {
  const layer = await screen.findByRole('region', { name: '팝업 공지' }, { timeout: 15_000 });
  const popups = await within(layer).findAllByRole('dialog');
  await expect(popups).toHaveLength(3);
  const search = await canvas.findByRole('complementary', { name: layoutLabels.sidebar });
  const slipHeading = await within(canvas.getByRole('main', { name: layoutLabels.main })).findByRole('heading', { name: '베팅카트' }, { timeout: 15_000 });
  const column = canvas.getByRole('complementary', { name: layoutLabels.memberColumn });
  const centre = boxOf(canvas.getByRole('main', { name: layoutLabels.main }));
  for (const popup of popups) {
    const box = boxOf(popup);
    for (const control of [search, slipHeading, column]) await expect(overlaps(box, boxOf(control))).toBe(false);
    await expect(box.left).toBeGreaterThanOrEqual(centre.left);
    await expect(box.right).toBeLessThanOrEqual(centre.right);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  }
  return popups;
}

/**
 * A guest's first desktop visit (1920 px, the europe board): the three site popups stand stacked one under another
 * in the centre column, none over another, and leave the sport search, the slip and the login column free.
 */
export const FirstVisitPopups: Story = {
  parameters: { route: '/europe', popups: 'shown', padded: false },
  render: renderWithBoard,
  play: async ({ canvas }) => {
    const boxes = (await expectPopupsClearOfControls(canvas)).map(boxOf);
    for (const [index, box] of boxes.entries()) if (index > 0) await expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
  },
};

/** The same first visit on a laptop (1366×768): the popups keep to the board beside the europe slip. */
export const LaptopFirstVisitPopups: Story = {
  globals: atViewport('laptop'),
  parameters: { route: '/europe', popups: 'shown', padded: false },
  render: renderWithBoard,
  play: async ({ canvas }) => {
    await expectPopupsClearOfControls(canvas);
  },
};
