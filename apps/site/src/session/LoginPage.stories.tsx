import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { accountLoginMessages } from '@betkit/domain';
import { siteScreen } from '../stories/siteDecorator';
import LoginPage from './LoginPage';

const meta = {
  title: 'Site/Session/LoginPage',
  component: LoginPage,
  ...siteScreen({ route: '/login' }),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login: the login form under its default heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '아이디' })).toBeVisible();
  },
};

/** /login?title=…: the heading a link asked for (spec: /login?title=...). */
export const WithTitle: Story = {
  parameters: { route: '/login?title=베팅내역은 로그인 후 볼 수 있습니다' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('베팅내역은 로그인 후 볼 수 있습니다');
  },
};

/** Empty fields: '위 항목을 입력해주세요' and nothing is sent. */
export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '로그인' }));
    await expect(await canvas.findByText(accountLoginMessages.required)).toBeVisible();
  },
};

/** A wrong password: the server's 404 text (the demo backend's) is shown under the form, not the default. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '아이디' }), 'demo01');
    await userEvent.type(canvas.getByLabelText('비밀번호'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 일치하지 않습니다.'));
  },
};

/** Any other failure: the spec's default text. */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: [http.post('/auth/login', () => new HttpResponse(null, { status: 503 }))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '아이디' }), 'demo01');
    await userEvent.type(canvas.getByLabelText('비밀번호'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountLoginMessages.loginFailed);
  },
};

/** /auth/login (the partner guard's page) for a logged-in member: it stays, says why, and offers the form for a partner account. */
export const AuthLoginMemberForPartnerPage: Story = {
  parameters: { route: '/auth/login?redirect=%2Fpartner%2Fpt', member: 'demo01' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('파트너 관리는 파트너 계정으로 로그인해야 이용할 수 있습니다.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '아이디' })).toBeVisible();
  },
};
