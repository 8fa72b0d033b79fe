import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { alertDialogLabels, backOfficeNoticeLabels, maintenancePageLabels } from '@betkit/ui';
import { atViewport } from '@betkit/storybook/viewports';
import { AppLayout } from '../layout/AppLayout';
import { createSessionStore } from '../app/stores';
import { siteScreen } from '../stories/siteDecorator';
import AdminScreen from './AdminScreen';
import MaintenanceScreen from './MaintenanceScreen';

const WAIT = { timeout: 20_000 };

/** Shows where the router is, so a story can see a guard's or a notification's navigation. */
function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The site's route frame: the layout with a marker screen, and the two screens that stand outside it. */
const renderSite = () => (
  <Routes>
    <Route element={<AppLayout />}>
      <Route path="*" element={<Where />} />
    </Route>
    <Route path="maintenance" element={<MaintenanceScreen />} />
    <Route path="admin/*" element={<AdminScreen />} />
  </Routes>
);

const meta = {
  title: 'Site/Shell/Guards and notifications',
  render: renderSite,
  globals: atViewport('desktop'),
  ...siteScreen({ route: '/bet_result' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const maintenanceOn = http.get('*/setting/user', () =>
  HttpResponse.json({ siteTopNotice: '', revolutionMaintenanceFlag: false, siteNoticeFlg: true }),
);

/** The maintenance switch on: a member on /bet_result is taken to /maintenance, which shows its two pictures. */
export const MaintenanceRedirect: Story = {
  parameters: { member: 'demo01', msw: { handlers: [maintenanceOn] } },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: maintenancePageLabels.heading }, WAIT),
    ).toBeVisible();
    await expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      '시스템 점검 작업 중',
      '점검 시간 안내',
    ]);
    // No menu leads anywhere while the site is closed.
    await expect(screen.queryByRole('navigation')).toBeNull();
  },
};

/** The same on a phone: the pictures fit the 424 px layout. */
export const MaintenanceMobile: Story = {
  ...MaintenanceRedirect,
  globals: atViewport('mobile'),
  parameters: { msw: { handlers: [maintenanceOn] } },
};

/** The switch off and the member on /maintenance (an old bookmark): back to '/', which on desktop lands on /europe. */
export const MaintenanceOver: Story = {
  parameters: { route: '/maintenance' },
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/europe'), WAIT);
    await expect(screen.queryByRole('heading', { name: maintenancePageLabels.heading })).toBeNull();
  },
};

/** Unread-count requests seen by the story (the admin must make none). */
const unreadCountCalls: string[] = [];

/** The back-office admin (type 1, role 10) on /bet_result goes to /admin and polls no messages. */
export const AdminRedirect: Story = {
  beforeEach: () => {
    unreadCountCalls.length = 0;
  },
  parameters: {
    member: 'admin01',
    msw: {
      handlers: [
        http.get('*/message/user/count', ({ request }) => {
          unreadCountCalls.push(request.url);
          return undefined;
        }),
      ],
    },
  },
  play: async ({ userEvent }) => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: backOfficeNoticeLabels.heading }, WAIT),
    ).toBeVisible();
    await expect(screen.getByText('관리자')).toBeVisible();
    await expect(unreadCountCalls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: backOfficeNoticeLabels.logout }));
    await waitFor(() => expect(createSessionStore().get()).toBeNull(), WAIT);
  },
};

/** POST /member/resetAlertCount bodies seen by the story, and what the member record reports until each reset. */
const resets: unknown[] = [];
let pendingCounters: Record<string, number> = {};
let memberReads = 0;

/** The demo member as the demo backend answered at login, with the story's pending counters on top. */
const memberWithCounters = http.get('*/member/:id', ({ params }) => {
  const stored = createSessionStore().get();
  if (!stored || String(stored.user.id) !== params.id) return undefined;
  memberReads += 1;
  const counters = Object.fromEntries(
    Object.entries(pendingCounters).flatMap(([type, count]) => [
      [`alert${type}Flag`, 1],
      [`alert${type}Count`, count],
    ]),
  );
  return HttpResponse.json({ ...stored.user, ...counters });
});

const recordReset = http.post('*/member/resetAlertCount', async ({ request }) => {
  const body = (await request.json()) as { type: string };
  resets.push(body);
  const field = body.type.charAt(0).toUpperCase() + body.type.slice(1);
  pendingCounters = Object.fromEntries(Object.entries(pendingCounters).filter(([type]) => type !== field));
  return HttpResponse.text('OK');
});

/** Presses OK on the alert that says `text`. */
async function acknowledge(text: string, userEvent: { click: (element: Element) => Promise<void> }) {
  const alert = await screen.findByRole('alertdialog', {}, WAIT);
  await expect(alert).toHaveTextContent(text);
  await userEvent.click(within(alert).getByRole('button', { name: alertDialogLabels.ok }));
}

/** A deposit was approved: the alert says so; its OK resets the deposit counter and goes to /deposit. */
export const DepositApproved: Story = {
  beforeEach: () => {
    resets.length = 0;
    pendingCounters = { Deposit: 1 };
  },
  parameters: { member: 'demo01', msw: { handlers: [memberWithCounters, recordReset] } },
  play: async ({ userEvent }) => {
    await acknowledge('입금신청이 승인되었습니다', userEvent);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/deposit'), WAIT);
    await expect(resets).toEqual([{ type: 'deposit' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
  },
};

/** A customer reply and a withdrawal approval at once: the reply first (precedence), then the withdrawal, each reset. */
export const InPrecedenceOrder: Story = {
  beforeEach: () => {
    resets.length = 0;
    pendingCounters = { Withdraw: 2, Customer: 1 };
  },
  parameters: { member: 'demo01', msw: { handlers: [memberWithCounters, recordReset] } },
  play: async ({ userEvent }) => {
    await acknowledge('고객센터 답글이 등록되었습니다', userEvent);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customer'), WAIT);
    await acknowledge('출금신청이 승인되었습니다', userEvent);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/withdraw'), WAIT);
    await expect(resets).toEqual([{ type: 'customer' }, { type: 'withdraw' }]);
  },
};

/** The reset fails (503 with text): the text is shown, the member stays, and the same alert is not raised again. */
export const ResetFailed: Story = {
  beforeEach: () => {
    resets.length = 0;
    pendingCounters = { Deposit: 1 };
  },
  parameters: {
    member: 'demo01',
    msw: {
      handlers: [
        memberWithCounters,
        http.post('*/member/resetAlertCount', () => HttpResponse.text('알림 서버 점검 중입니다', { status: 503 })),
      ],
    },
  },
  play: async ({ userEvent }) => {
    await acknowledge('입금신청이 승인되었습니다', userEvent);
    const readsBefore = memberReads;
    await acknowledge('알림 서버 점검 중입니다', userEvent);
    await expect(screen.getByTestId('where')).toHaveTextContent('/bet_result');
    // The member is read again after the failure and still reports the deposit; two frames later no alert is raised.
    await waitFor(() => expect(memberReads).toBeGreaterThan(readsBefore), WAIT);
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
