import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { scenarios } from '@betkit/mocks';
import { atViewport } from '@betkit/storybook/viewports';
import { type AppLayout } from '../layout/AppLayout';
import { frameStoryMeta } from '../stories/siteDecorator';

// The visitor dialogs as the site wires them: the header's buttons and a joinCd link, answered by the demo backend.
const meta = {
  title: 'Site/Visitor/VisitorDialogs',
  ...frameStoryMeta,
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const topBar = async () => (await screen.findAllByRole('banner'))[0]!;

/** Spec 2: a joinCd link looks the code up on load; a valid one (recommender01's BETKIT) opens the join form. */
export const JoinFromCodeLink: Story = {
  parameters: { route: '/bet_result?joinCd=BETKIT' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '회원가입' }, { timeout: 15_000 });
    const form = within(await within(dialog).findByRole('form', { name: '회원가입 정보' }));
    await expect(form.getByLabelText(/^아이디/)).toBeVisible();
    // The banks come from GET /code?type=BANK, within spec 5's codes 1 to 39.
    await expect((await form.findAllByRole('option', { name: '국민은행' }))[0]).toBeInTheDocument();
  },
};

/** Spec 5 and 8: while settingSignUp's joinStartEndFlg is set, the top bar's sign-up says '현재 회원가입은 종료했습니다.'. */
export const SignUpClosed: Story = {
  parameters: { msw: { handlers: scenarios.signUpClosed } },
  play: async () => {
    await userEvent.click(within(await topBar()).getByRole('button', { name: '회원가입' }));
    const dialog = await screen.findByRole('dialog', { name: '추천인 코드 입력' });
    await expect(await within(dialog).findByText('현재 회원가입은 종료했습니다.')).toBeVisible();
    await expect(within(dialog).queryByRole('form')).toBeNull();
  },
};

/** Spec 1: the top bar's non-member button opens the messenger support (a new tab without an opener). */
export const NonMemberSupport: Story = {
  play: async () => {
    await userEvent.click(within(await topBar()).getByRole('button', { name: '비회원문의' }));
    const dialog = await screen.findByRole('dialog', { name: '비회원문의' });
    await expect(within(dialog).getByRole('link', { name: /메신저 상담 열기/ })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Spec 8: password recovery from the login dialog; details that match no member get the spec's text. */
export const FindPasswordNotFound: Story = {
  play: async () => {
    await userEvent.click(within(await topBar()).getByRole('button', { name: '로그인' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '로그인' })).getByRole('button', { name: '비밀번호 찾기' }));
    const find = within(await screen.findByRole('dialog', { name: '비밀번호 찾기' }));
    await userEvent.type(find.getByLabelText(/^아이디/), 'demo01');
    await userEvent.type(find.getByLabelText(/^예금주/), '아무개');
    await userEvent.type(find.getByLabelText(/^휴대폰 번호 뒤 4자리/), '0000');
    await userEvent.click(find.getByRole('button', { name: '비밀번호 찾기' }));
    await expect(await find.findByText('회원님의 정보를 찾을 수 없습니다. 비회원문의로 상담해주세요.')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull();
  },
};

/** The phone header's sign-up button opens the code step at 424 px. */
export const MobileSignUp: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    await userEvent.click(within(await topBar()).getByRole('button', { name: '회원가입' }));
    const dialog = within(await screen.findByRole('dialog', { name: '추천인 코드 입력' }));
    await expect(dialog.getByRole('button', { name: '다음단계' })).toBeVisible();
  },
};
