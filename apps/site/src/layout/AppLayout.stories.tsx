import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { atViewport } from '../../../../.storybook/viewports';
import { withSite } from '../stories/siteDecorator';
import { AppLayout } from './AppLayout';
import { layoutLabels } from './labels';

const meta = {
  title: 'Site/Layout/AppLayout',
  component: AppLayout,
  decorators: [withSite],
  globals: atViewport('desktop'),
  // Desktop '/' lands on '/europe' (which shows its slip in the page); the history route keeps the column's slip.
  parameters: { route: '/bet_result' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's top bar: the first banner (the slip's own header may also be exposed as one). */
const topBar = async (canvas: { findAllByRole: (role: 'banner') => Promise<HTMLElement[]> }) => (await canvas.findAllByRole('banner'))[0]!;

/** A guest on desktop: the tabs, the GMT+9 clock, a login button, and the login form and pre-match slip in the member column. */
export const DesktopGuest: Story = {
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: layoutLabels.mainMenu });
    await expect(within(menu).getByRole('link', { name: '베팅내역' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByLabelText(layoutLabels.clock)).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(GMT\+9\)$/);
    const column = canvas.getByRole('complementary', { name: layoutLabels.memberColumn });
    await expect(await within(column).findByLabelText('아이디')).toBeVisible();
    await expect(await within(column).findByText('베팅카트')).toBeVisible();
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
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 8_000 });
    await expect(alert).toHaveAccessibleDescription('다른기기에서 로그인되어 로그아웃 됩니다.');
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await expect(within(await topBar(canvas)).getByRole('button', { name: layoutLabels.login })).toBeVisible();
  },
};

/** When the member cannot be re-fetched, the page says prices and money may be stale. */
export const StaleMember: Story = {
  parameters: { route: '/bet_result', member: 'demo01', msw: { handlers: [http.get('/member/:id', () => HttpResponse.error())] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/최신 정보가 아닐 수 있으며/, {}, { timeout: 8_000 })).toBeVisible();
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
