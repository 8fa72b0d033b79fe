import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { bettingMessages, sessionMessages, shellMessages } from '@betkit/domain';
import { scenarios } from '@betkit/mocks';
import { betHistoryPageLabels, loadStateLabels } from '@betkit/ui';
import { memberScreen } from '../stories/siteDecorator';
import BetResultPage from './BetResultPage';

const meta = {
  title: 'Site/History/BetResultPage',
  // The site's clock in stories is the demo backend's (withSite), so the cancel window is the same on every run.
  ...memberScreen(BetResultPage, '/bet_result/sports'),
} satisfies Meta<typeof BetResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** demo01's slips at the story clock (packages/mocks/src/fixtures/history.ts): newest sports slip, and… */
const NEWEST_SPORTS = /베팅번호 30069/;
/** …a pending slip inside the cancel window, one placed over 30 minutes ago, and a settled one. */
const CANCELLABLE = 30068;
const TOO_OLD = 30066;
const SETTLED = 30061;

const LIST_WAIT = { timeout: 15_000 };
const slipTable = (id: number | RegExp) => screen.findByRole('table', { name: typeof id === 'number' ? new RegExp(`베팅번호 ${id} `) : id }, LIST_WAIT);

/** The global alert's text, then closes it. */
async function expectAlert(text: string, user: { click: (element: Element) => Promise<void> }) {
  const alert = await screen.findByRole('alertdialog', {}, LIST_WAIT);
  await waitFor(() => expect(alert).toHaveAccessibleDescription(text));
  await user.click(within(alert).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Presses a slip's cancel and accepts the list's confirm '해당 주문을 취소하시겠습니까? …'. */
async function cancelAndConfirm(id: number, user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: `베팅번호 ${id} 취소` }, LIST_WAIT));
  const confirm = await screen.findByRole('alertdialog');
  await expect(confirm).toHaveAccessibleDescription(bettingMessages.cancelConfirm);
  await user.click(within(confirm).getByRole('button', { name: '확인' }));
}

/** A guest sees '로그인 후 이용 가능합니다' and the login form, and no history. */
export const Guest: Story = {
  // An empty member logs no one in (the decorator's guest).
  parameters: { member: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(shellMessages.loginRequired);
    await expect(canvas.getByRole('textbox', { name: '아이디' })).toBeVisible();
    await expect(canvas.getByLabelText('비밀번호')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/**
 * demo01 on /bet_result/sports: the sports tab is open with 20 slips, 10 on the page and two pages of buttons;
 * pending slips inside the window can be cancelled, the others say why not; settled slips can be deleted.
 */
export const MemberSports: Story = {
  play: async ({ canvas }) => {
    await slipTable(NEWEST_SPORTS);
    await expect(canvas.getByRole('tab', { name: '스포츠' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['스포츠', '실시간', '미니게임', '가상게임', '카지노']);
    await expect(canvas.getByText(betHistoryPageLabels.total(20))).toBeVisible();
    await expect(canvas.getAllByRole('table')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: `베팅번호 ${CANCELLABLE} 취소` })).toBeEnabled();
    const tooOld = canvas.getByRole('button', { name: `베팅번호 ${TOO_OLD} 취소` });
    await expect(tooOld).toBeDisabled();
    await expect(tooOld).toHaveAccessibleDescription(bettingMessages.cancelWindow);
    await expect(canvas.getByRole('button', { name: `베팅번호 ${SETTLED} 삭제` })).toBeEnabled();
    const pages = canvas.getByRole('navigation');
    await expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('button', { name: '2' })).toBeVisible();
    await expect(within(pages).queryByRole('button', { name: '3' })).toBeNull();
  },
};

/** `?type=2` opens the live tab: its slips show the score at bet time. */
export const LiveTab: Story = {
  parameters: { route: '/bet_result?type=2' },
  play: async ({ canvas }) => {
    await slipTable(/베팅번호 30071/);
    await expect(canvas.getByRole('tab', { name: '실시간' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(betHistoryPageLabels.total(8))).toBeVisible();
    await expect(canvas.getAllByRole('columnheader', { name: '베팅시 스코어' }).length).toBeGreaterThan(0);
  },
};

/** Choosing the mini-game tab (keyboard: arrow, then Enter) lists the mini-game slips. */
export const MinigameTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await slipTable(NEWEST_SPORTS);
    const sportsTab = canvas.getByRole('tab', { name: '스포츠' });
    sportsTab.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(canvas.getByRole('tab', { name: '미니게임' })).toHaveAttribute('aria-selected', 'true');
    await slipTable(/베팅번호 30073/);
    await expect(canvas.getByText(betHistoryPageLabels.total(8))).toBeVisible();
    await expect(canvas.getByRole('button', { name: '베팅번호 30073 취소' })).toBeEnabled();
  },
};

/** `?type=4` opens the virtual tab. */
export const VirtualTab: Story = {
  parameters: { route: '/bet_result?type=4' },
  play: async ({ canvas }) => {
    await slipTable(/베팅번호 30072/);
    await expect(canvas.getByRole('tab', { name: '가상게임' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(betHistoryPageLabels.total(6))).toBeVisible();
    const pages = canvas.getByRole('navigation');
    await expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).queryByRole('button', { name: '2' })).toBeNull();
  },
};

/** Page 2 of the sports list: the older ten slips. */
export const PageTwo: Story = {
  play: async ({ canvas, userEvent }) => {
    await slipTable(NEWEST_SPORTS);
    await userEvent.click(within(canvas.getByRole('navigation')).getByRole('button', { name: '2' }));
    await slipTable(/베팅번호 30005/);
    await expect(canvas.queryByRole('table', { name: NEWEST_SPORTS })).toBeNull();
    await expect(within(canvas.getByRole('navigation')).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('table')).toHaveLength(10);
  },
};

/** Cancelling a pending slip: the confirm, the server's text in the alert, then the slip reads 취소 and can be deleted. */
export const CancelPending: Story = {
  play: async ({ canvas, userEvent }) => {
    await slipTable(CANCELLABLE);
    await cancelAndConfirm(CANCELLABLE, userEvent);
    await expectAlert('베팅이 취소되었습니다.', userEvent);
    const slip = await slipTable(CANCELLABLE);
    await expect(await within(slip).findByRole('button', { name: `베팅번호 ${CANCELLABLE} 삭제` }, LIST_WAIT)).toBeEnabled();
    await expect(within(slip).queryByRole('button', { name: `베팅번호 ${CANCELLABLE} 취소` })).toBeNull();
    await expect(within(slip).getAllByText('취소').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: `베팅번호 ${TOO_OLD} 취소` })).toBeDisabled();
  },
};

/** The server refuses a cancel (window closed): its own text is alerted and the slip stays pending. */
export const CancelRefused: Story = {
  parameters: { msw: { handlers: scenarios.cancelWindowClosed } },
  play: async ({ canvas, userEvent }) => {
    await slipTable(CANCELLABLE);
    await expect(canvas.getByRole('button', { name: `베팅번호 ${TOO_OLD} 취소` })).toHaveAccessibleDescription(bettingMessages.cancelWindow);
    await cancelAndConfirm(CANCELLABLE, userEvent);
    await expectAlert(bettingMessages.cancelWindow, userEvent);
    await expect(await canvas.findByRole('button', { name: `베팅번호 ${CANCELLABLE} 취소` })).toBeEnabled();
  },
};

/** A cancel that fails without text shows the default '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.'. */
export const CancelFailed: Story = {
  parameters: { msw: { handlers: scenarios.cancelFailed } },
  play: async ({ canvas, userEvent }) => {
    await slipTable(CANCELLABLE);
    await cancelAndConfirm(CANCELLABLE, userEvent);
    await expectAlert(bettingMessages.betFailedDefault, userEvent);
    await expect(await canvas.findByRole('button', { name: `베팅번호 ${CANCELLABLE} 취소` })).toBeEnabled();
  },
};

/** Deleting a settled slip (double-clicked: one delete is sent) alerts the server's text and the slip leaves the list. */
export const DeleteSettled: Story = {
  play: async ({ canvas, userEvent }) => {
    await slipTable(SETTLED);
    await userEvent.dblClick(canvas.getByRole('button', { name: `베팅번호 ${SETTLED} 삭제` }));
    await expectAlert('베팅내역이 삭제되었습니다.', userEvent);
    // A second delete would have queued a second alert.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(await canvas.findByText(betHistoryPageLabels.total(19), {}, LIST_WAIT)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: new RegExp(`베팅번호 ${SETTLED} `) })).toBeNull();
  },
};

/** A refused delete shows '베팅내역 삭제처리에 실패했습니다.' and the slip stays. */
export const DeleteFailed: Story = {
  parameters: { msw: { handlers: scenarios.deleteFailed } },
  play: async ({ canvas, userEvent }) => {
    await slipTable(SETTLED);
    await userEvent.click(canvas.getByRole('button', { name: `베팅번호 ${SETTLED} 삭제` }));
    await expectAlert(bettingMessages.deleteFailed, userEvent);
    await expect(await slipTable(SETTLED)).toBeVisible();
  },
};

/** A delete that gets no answer shows '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.'. */
export const DeleteUnexpected: Story = {
  parameters: { msw: { handlers: scenarios.deleteUnexpected } },
  play: async ({ canvas, userEvent }) => {
    await slipTable(SETTLED);
    await userEvent.click(canvas.getByRole('button', { name: `베팅번호 ${SETTLED} 삭제` }));
    await expectAlert(bettingMessages.deleteUnexpected, userEvent);
  },
};

/** The casino tab: 25 third-party bets over three pages; deleting a selected row alerts the answer and the count drops. */
export const CasinoTab: Story = {
  parameters: { route: '/bet_result?type=casino' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(betHistoryPageLabels.total(25), {}, LIST_WAIT)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '카지노' })).toHaveAttribute('aria-selected', 'true');
    const pages = canvas.getByRole('navigation');
    await expect(within(pages).getByRole('button', { name: '3' })).toBeVisible();
    const remove = canvas.getByRole('button', { name: '선택삭제' });
    await expect(remove).toBeDisabled();
    const [firstRow] = canvas.getAllByRole('checkbox', { name: /베팅 \d+ 선택/ });
    await userEvent.click(firstRow!);
    await userEvent.click(remove);
    await expectAlert('1건의 베팅내역이 삭제되었습니다.', userEvent);
    await expect(await canvas.findByText(betHistoryPageLabels.total(24), {}, LIST_WAIT)).toBeVisible();
  },
};

/** Every list empty: '베팅내역이 없습니다.' and no page buttons. */
export const Empty: Story = {
  parameters: { msw: { handlers: scenarios.emptyLists } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(bettingMessages.noBets, {}, LIST_WAIT)).toBeVisible();
    await expect(canvas.getByText(betHistoryPageLabels.total(0))).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** While the list loads, a status line says so. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenarios.loading.filter((handler) => isHistoryCall(handler)) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(betHistoryPageLabels.loading);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The history calls of the screen, so a scenario can hit them and leave the login and the member alone. */
function isHistoryCall(handler: unknown): boolean {
  const path = String((handler as HttpHandler).info?.path ?? '');
  return path.includes('/sports-prematch/count') || path.includes('/sports-prematch/bettings') || path.includes('/enjoycx/user');
}

/**
 * The history calls answer 500 (scenarios.serverError on those calls; the login itself must succeed): the
 * global interceptor logs out with '예상치못한 문제가 발생했습니다.', and the page falls back to the login form.
 */
export const ServerError: Story = {
  parameters: { msw: { handlers: scenarios.serverError.filter(isHistoryCall) } },
  play: async ({ canvas }) => {
    const alert = await screen.findByRole('alertdialog', {}, LIST_WAIT);
    await waitFor(() => expect(alert).toHaveAccessibleDescription(sessionMessages.serverError));
    // Behind the alert (left open for the screenshot) the page is the login gate.
    await expect(await canvas.findByText(shellMessages.loginRequired)).toBeInTheDocument();
  },
};

const LIST_FAILURE_TEXT = '베팅내역 조회 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** A list call refused with the server's text: the text shows inline (role="alert") with a retry button. */
export const ListFailed: Story = {
  parameters: {
    msw: { handlers: [http.get('/sports-prematch/bettings', () => HttpResponse.text(LIST_FAILURE_TEXT, { status: 400 }))] },
  },
  play: async ({ canvas }) => {
    const failure = await canvas.findByRole('alert', {}, LIST_WAIT);
    await expect(failure).toHaveTextContent(LIST_FAILURE_TEXT);
    await expect(within(failure).getByRole('button', { name: loadStateLabels.retry })).toBeEnabled();
  },
};

/** Customer-page mode (`?customer=1`): every sports slip on one page (100 per page), no cancel, delete, pages or casino tab. */
export const CustomerMode: Story = {
  parameters: { route: '/bet_result?customer=1' },
  play: async ({ canvas }) => {
    await slipTable(NEWEST_SPORTS);
    await expect(canvas.getByText(betHistoryPageLabels.customerMode)).toBeVisible();
    await expect(canvas.getAllByRole('table')).toHaveLength(20);
    await expect(canvas.queryByRole('button', { name: /취소|삭제/ })).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('tab', { name: '카지노' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: betHistoryPageLabels.openBulk })).toBeNull();
  },
};

/** Customer-page mode filtered to two slips (`&betSlipIds=30068,30061`). */
export const CustomerModeFiltered: Story = {
  parameters: { route: `/bet_result?customer=1&betSlipIds=${CANCELLABLE},${SETTLED}` },
  play: async ({ canvas }) => {
    await slipTable(CANCELLABLE);
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvas.getByText(betHistoryPageLabels.total(2))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /취소|삭제/ })).toBeNull();
  },
};

/** '전체 베팅내역' opens the bet history dialog with its tabs; the casino tab reads the bulk third-party list. */
export const BulkDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await slipTable(NEWEST_SPORTS);
    await userEvent.click(canvas.getByRole('button', { name: betHistoryPageLabels.openBulk }));
    const dialog = await screen.findByRole('dialog', {}, LIST_WAIT);
    const tabs = await within(dialog).findAllByRole('tab', {}, LIST_WAIT);
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['스포츠', '실시간', '가상게임', '미니게임', '카지노']);
    await expect(await within(dialog).findByText('총 20건', {}, LIST_WAIT)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: '카지노' }));
    await expect(await within(dialog).findByText('총 25건', {}, LIST_WAIT)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: '실시간' }));
    await expect(await within(dialog).findByText('총 8건', {}, LIST_WAIT)).toBeVisible();
  },
};

/**
 * Delete-all in the dialog removes the settled live slips (pending ones stay: they can only be cancelled).
 * No screenshot: the frame after the delete re-lays its tables out by a pixel depending on when the page behind
 * finishes its refetch (it failed 2 of 4 full runs, never alone); the play function asserts what it would show,
 * and the dialog's look is BulkDialog's baseline.
 */
export const BulkDeleteAll: Story = {
  parameters: { route: '/bet_result?type=2', screenshot: false },
  play: async ({ canvas, userEvent }) => {
    await slipTable(/베팅번호 30071/);
    await expect(canvas.getByText(betHistoryPageLabels.total(8))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: betHistoryPageLabels.openBulk }));
    const dialog = await screen.findByRole('dialog', {}, LIST_WAIT);
    await expect(await within(dialog).findByText('총 8건', {}, LIST_WAIT)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '전체삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '확인' }));
    await expectAlert('베팅내역이 삭제되었습니다.', userEvent);
    await expect(await within(dialog).findByText('총 2건', {}, LIST_WAIT)).toBeVisible();
    // The page behind the dialog refetches too; its 8 slips peek out below the dialog until it has.
    await expect(await canvas.findByText(betHistoryPageLabels.total(2), {}, LIST_WAIT)).toBeInTheDocument();
    // What is left are the two pending slips, each still cancellable.
    const left = within(dialog).getAllByRole('button', { name: /^베팅번호 \d+ 취소$/ });
    await expect(left.map((button) => button.getAttribute('aria-label'))).toEqual(['베팅번호 30071 취소', '베팅번호 30070 취소']);
  },
};

/** The 424 px layout: the tabs and the slips as cards. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await slipTable(NEWEST_SPORTS);
    await expect(canvas.getByRole('tab', { name: '스포츠' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `베팅번호 ${CANCELLABLE} 취소` })).toBeEnabled();
  },
};
