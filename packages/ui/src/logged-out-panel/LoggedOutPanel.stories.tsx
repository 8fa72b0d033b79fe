import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { accountLoginMessages, loginFormMessage } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { LoggedOutPanel } from './LoggedOutPanel';
import { loggedOutPanelLabels as labels } from './labels';
import { storyBanners } from './storyData';

/** Waits until every banner image has decoded, so the screenshot never catches one half-drawn. */
const bannersDecoded = async (canvasElement: HTMLElement) => {
  await Promise.all([...canvasElement.querySelectorAll('img')].map((image) => image.decode()));
};

const SERVER_TEXT = '아이디 또는 비밀번호가 일치하지 않습니다.';

const meta = {
  title: 'Member/LoggedOutPanel',
  component: LoggedOutPanel,
  args: {
    onLogin: fn(async () => {}),
    onSignUp: fn(),
    onNonMember: fn(),
    onFindPassword: fn(),
    banners: storyBanners,
  },
} satisfies Meta<typeof LoggedOutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given a guest, the panel shows the login form, sign-up, non-member and find-password buttons; a filled form logs in once. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const panel = within(canvas.getByRole('region', { name: labels.panel }));
    await userEvent.type(panel.getByLabelText('아이디'), 'lucky777');
    await userEvent.type(panel.getByLabelText('비밀번호'), 'secret12');
    await userEvent.click(panel.getByRole('button', { name: '로그인' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).toHaveBeenCalledWith({ userId: 'lucky777', password: 'secret12' });
    await expect(panel.queryByRole('alert')).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: '회원가입' }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
    await userEvent.click(panel.getByRole('button', { name: '비회원문의' }));
    await expect(args.onNonMember).toHaveBeenCalledTimes(1);
    await userEvent.click(panel.getByRole('button', { name: '비밀번호 찾기' }));
    await expect(args.onFindPassword).toHaveBeenCalledTimes(1);
    await userEvent.unhover(panel.getByRole('button', { name: '비밀번호 찾기' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await bannersDecoded(canvasElement);
  },
};

/** Given an empty submit, the form says '위 항목을 입력해주세요', marks the empty fields, focuses the first and does not log in. */
export const RequiredFields: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(loginFormMessage({ userId: '', password: '' })!);
    await expect(alert).toHaveTextContent(/^위 항목을 입력해주세요$/);
    await expect(canvas.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('아이디')).toHaveFocus();
    await expect(canvas.getByLabelText('비밀번호')).toHaveAccessibleDescription(accountLoginMessages.required);

    // The id alone is not enough either.
    await userEvent.type(canvas.getByLabelText('아이디'), 'lucky777');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('위 항목을 입력해주세요');
    await expect(canvas.getByLabelText('아이디')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('비밀번호')).toHaveAttribute('aria-invalid', 'true');
    // Every empty submit takes the member to the first field still to fill.
    await expect(canvas.getByLabelText('비밀번호')).toHaveFocus();
    await expect(args.onLogin).not.toHaveBeenCalled();
    await bannersDecoded(canvasElement);
  },
};

/** Given a login the server refuses, its text is shown as an alert. */
export const LoginFailed: Story = {
  args: { onLogin: fn(async () => Promise.reject(new Error(SERVER_TEXT))) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('아이디'), 'lucky777');
    await userEvent.type(canvas.getByLabelText('비밀번호'), 'wrong-pass');
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_TEXT);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '로그인' })).not.toHaveAttribute('aria-busy');
    await bannersDecoded(canvasElement);
  },
};

/** A rejection without a text shows the domain's default login failure message. */
export const LoginFailedWithoutText: Story = {
  args: { onLogin: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('아이디'), 'lucky777');
    await userEvent.type(canvas.getByLabelText('비밀번호'), 'secret12');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountLoginMessages.loginFailed);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.',
    );
    await bannersDecoded(canvasElement);
  },
};

/** While the login runs the button is busy and neither a click nor Enter sends it again. */
export const Pending: Story = {
  args: { onLogin: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('아이디'), 'lucky777');
    await userEvent.type(canvas.getByLabelText('비밀번호'), 'secret12');
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    const busy = canvas.getByRole('button', { name: labels.pending });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'pending');
    await userEvent.click(busy);
    await userEvent.type(canvas.getByLabelText('비밀번호'), '{Enter}');
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.unhover(busy);
    (document.activeElement as HTMLElement | null)?.blur();
    await bannersDecoded(canvasElement);
  },
};

/** Four banners: the two external ones open in a new tab with rel="noopener noreferrer"; the internal ones stay. */
export const Banners: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvas.getByRole('list', { name: labels.banners }));
    const links = list.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const name of ['텔레그램 상담', '공지 채널']) {
      const link = list.getByRole('link', { name: new RegExp(`^${name}.*\\(새 창\\)$`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const [name, href] of [
      ['출석체크 이벤트', '/attendance'],
      ['첫 충전 보너스', '/deposit'],
    ] as const) {
      const link = list.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('target');
    }
    await bannersDecoded(canvasElement);
    for (const image of canvasElement.querySelectorAll('img')) await expect(image.naturalWidth).toBe(300);
  },
};

/** Internal banners can be drawn by the app's router link; external ones stay plain links. */
export const BannersWithRouterLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="true" onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /^출석체크 이벤트/ })).toHaveAttribute('data-router-link', 'true');
    await expect(canvas.getByRole('link', { name: /^텔레그램 상담/ })).not.toHaveAttribute('data-router-link');
    await bannersDecoded(canvasElement);
  },
};

/** Without banners the panel is the form alone. */
export const WithoutBanners: Story = {
  args: { banners: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The 424 px layout: the panel takes the width; the form works the same from the keyboard. */
export const Mobile: Story = {
  args: { variant: 'mobile' },
  globals: atViewport('mobile'),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const panel = canvas.getByRole('region', { name: labels.panel });
    await expect(panel.getBoundingClientRect().width).toBeGreaterThan(380);
    await userEvent.tab();
    await expect(canvas.getByLabelText('아이디')).toHaveFocus();
    await userEvent.keyboard('lucky777');
    await userEvent.tab();
    await userEvent.keyboard('secret12{Enter}');
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({ userId: 'lucky777', password: 'secret12' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await bannersDecoded(canvasElement);
  },
};
