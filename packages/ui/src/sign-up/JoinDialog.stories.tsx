import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { joinMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { StoryOpener } from '../dialog/StoryOpener';
import { JoinDialog, type JoinDialogProps } from './JoinDialog';

const partner = { type: 1, memberId: 11, userId: 'partner01' };
const banks = [
  { value: '4', label: 'KB국민은행' },
  { value: '20', label: '우리은행' },
  { value: '88', label: '신한은행' },
];
// The anti-bot code 'K7Q2' every time: the characters' places in the alphabet, as fractions.
const fixedCode = () => {
  const picks = [10, 33, 16, 28].map((index) => (index + 0.5) / 36);
  let turn = 0;
  return () => picks[turn++ % picks.length]!;
};
// The SMS countdown's clock: a fixed instant (the screenshot shows 10:00 however slow the machine) a story can move on.
const STORY_INSTANT = Date.UTC(2026, 10, 22, 3, 0, 0);
let skewMs = 0;
const storyNow = () => STORY_INSTANT + skewMs;

/** The dialog behind the button that opens it, as the site has it. */
function Opener(props: JoinDialogProps) {
  return (
    <StoryOpener
      trigger={'회원가입'}
      initiallyOpen={props.open}
      dialog={(open, setOpen) => <JoinDialog {...props} open={open} onOpenChange={setOpen} />}
    />
  );
}

const meta = {
  title: 'Member/JoinDialog',
  component: JoinDialog,
  render: (args) => <Opener {...args} />,
  beforeEach: () => {
    skewMs = 0;
  },
  args: {
    open: true,
    onOpenChange: fn(),
    onCheckCode: fn<JoinDialogProps['onCheckCode']>(async (code: string) => (code.toUpperCase() === 'PT01' ? partner : '')),
    onCheckTaken: fn<JoinDialogProps['onCheckTaken']>(async (_field: string, value: string) => value === 'demo01' || value === '행운의승부사'),
    onSendSms: fn<JoinDialogProps['onSendSms']>(async () => '데모 인증번호: 482913'),
    onCheckSms: fn<JoinDialogProps['onCheckSms']>(async (_phone: string, code: string) => (code === '482913' ? '인증성공' : Promise.reject(new Error('인증번호가 일치하지 않습니다.')))),
    onJoin: fn<JoinDialogProps['onJoin']>(async () => ({ ok: true, message: joinMessages.joined })),
    onLogin: fn(),
    bankOptions: banks,
    messengerHref: 'https://t.me/betkit_support',
    random: fixedCode(),
    now: storyNow,
  },
} satisfies Meta<typeof JoinDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const joinForm = async () => within(within(await dialog('회원가입')).getByRole('form', { name: '회원가입 정보' }));
const field = (view: ReturnType<typeof within>, label: RegExp) => view.getByLabelText(label);

/** Passes the code step with PT01 and returns the join form. */
async function toForm() {
  const step = within(await dialog('추천인 코드 입력'));
  await userEvent.type(step.getByLabelText(/추천인\(가입\) 코드/), 'PT01{Enter}');
  return joinForm();
}

/** Fills every field with valid values (the phone authenticated), leaving out the named ones. */
async function fillValid(form: ReturnType<typeof within>, skip: readonly string[] = []) {
  const typeInto = async (label: RegExp, text: string, key: string) => {
    if (!skip.includes(key)) await userEvent.type(field(form, label), text);
  };
  await typeInto(/^아이디/, 'newbie77', 'userId');
  await typeInto(/^비밀번호(?! 확인)/, 'pass1234', 'password');
  await typeInto(/^비밀번호 확인/, 'pass1234', 'passwordConfirm');
  await typeInto(/^닉네임/, '새내기', 'nickname');
  if (!skip.includes('carrierCode')) await userEvent.selectOptions(field(form, /^통신사/), 'KT');
  await typeInto(/^휴대폰 번호/, '01098765432', 'phoneNumber');
  if (!skip.includes('authNumber')) {
    await userEvent.click(form.getByRole('button', { name: '인증번호 전송' }));
    await form.findByText(/인증번호가 발송되었습니다/);
    await userEvent.type(field(form, /^인증번호/), '482913');
    await userEvent.click(form.getByRole('button', { name: '인증확인' }));
    await form.findByText(joinMessages.smsVerified);
  }
  await typeInto(/^생년월일/, '990101', 'birthDate');
  await typeInto(/^성별 숫자/, '2', 'gender');
  if (!skip.includes('bankCode')) await userEvent.selectOptions(field(form, /^은행/), '우리은행');
  await typeInto(/^계좌번호/, '1002123456789', 'bankAccountNumber');
  await typeInto(/^예금주/, '이서연', 'accountHolder');
  await typeInto(/^출금 비밀번호/, '1234', 'bankAccountPssword');
  await typeInto(/^자동가입방지 코드 입력/, 'K7Q2', 'antiBotCode');
}

const submit = (form: ReturnType<typeof within>) => userEvent.click(form.getByRole('button', { name: '회원가입' }));

/** The recommender-code step (spec 2): the code field, the next-step button and the messenger link (a new tab, noopener). */
export const CodeStep: Story = {
  play: async () => {
    const step = within(await dialog('추천인 코드 입력'));
    await waitFor(() => expect(step.getByLabelText(/추천인\(가입\) 코드/)).toHaveFocus());
    const messenger = step.getByRole('link', { name: /메신저 문의/ });
    await expect(messenger).toHaveAttribute('target', '_blank');
    await expect(messenger).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(step.getByRole('button', { name: '다음단계' })).toBeVisible();
  },
};

/** Enter on a blank code asks for it and checks nothing. */
export const CodeRequired: Story = {
  play: async ({ args }) => {
    const step = within(await dialog('추천인 코드 입력'));
    await userEvent.type(step.getByLabelText(/추천인\(가입\) 코드/), '{Enter}');
    await expect(await step.findByText('위 항목을 입력해주세요')).toBeVisible();
    await expect(args.onCheckCode).not.toHaveBeenCalled();
  },
};

/** Spec 8: a code without a valid owner is "invalid join code"; the dialog stays on the code. */
export const CodeInvalid: Story = {
  play: async ({ args }) => {
    const step = within(await dialog('추천인 코드 입력'));
    await userEvent.type(step.getByLabelText(/추천인\(가입\) 코드/), 'NOPE');
    await userEvent.click(step.getByRole('button', { name: '다음단계' }));
    await expect(await step.findByText('유효하지 않은 가입코드입니다')).toBeVisible();
    await expect(args.onCheckCode).toHaveBeenCalledWith('NOPE');
    await expect(step.getByLabelText(/추천인\(가입\) 코드/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The lookup failed: the call's text shows on the field, and the code stays for another try. */
export const CodeCheckFailed: Story = {
  args: { onCheckCode: fn<JoinDialogProps['onCheckCode']>(async () => Promise.reject(new Error('서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.'))) },
  play: async () => {
    const step = within(await dialog('추천인 코드 입력'));
    await userEvent.type(step.getByLabelText(/추천인\(가입\) 코드/), 'PT01{Enter}');
    await expect(await step.findByText('서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.')).toBeVisible();
    await expect(step.getByLabelText(/추천인\(가입\) 코드/)).toHaveValue('PT01');
  },
};

/** Spec 2: a joinCd in the link is looked up as the dialog opens; a valid one goes straight to the form. */
export const CodeFromLink: Story = {
  args: { initialCode: 'PT01' },
  play: async ({ args }) => {
    const form = await joinForm();
    await expect(args.onCheckCode).toHaveBeenCalledOnce();
    await expect(args.onCheckCode).toHaveBeenCalledWith('PT01');
    await waitFor(() => expect(field(form, /^아이디/)).toHaveFocus());
  },
};

/** Spec 5: sign-up closed (joinStartEndFlg) refuses with '현재 회원가입은 종료했습니다.' and offers the messenger. */
export const Closed: Story = {
  args: { closed: true },
  play: async ({ args }) => {
    const view = within(await dialog('추천인 코드 입력'));
    await expect(view.getByRole('alert')).toHaveTextContent('현재 회원가입은 종료했습니다.');
    await expect(view.queryByLabelText(/추천인\(가입\) 코드/)).toBeNull();
    await expect(args.onCheckCode).not.toHaveBeenCalled();
  },
};

/** Spec 5/8: an empty submit marks every field '위 항목을 입력해주세요', says the registration failed, focuses the id. */
export const FormRequired: Story = {
  play: async ({ args }) => {
    const form = await toForm();
    await submit(form);
    await waitFor(() => expect(form.getAllByText('위 항목을 입력해주세요')).toHaveLength(14));
    await expect(form.getByRole('alert')).toHaveTextContent('회원가입에 실패했습니다. 메시지를 확인해주세요');
    await waitFor(() => expect(field(form, /^아이디/)).toHaveFocus());
    await expect(args.onCheckTaken).not.toHaveBeenCalled();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** Spec 5: each account field's own message (id 4–12 and the check's 6–12, banned id, password, confirmation, nickname). */
export const AccountMessages: Story = {
  play: async ({ args }) => {
    const form = await toForm();
    await userEvent.type(field(form, /^아이디/), 'ab!');
    await userEvent.type(field(form, /^비밀번호(?! 확인)/), 'pass word');
    await userEvent.type(field(form, /^비밀번호 확인/), 'pass');
    await userEvent.type(field(form, /^닉네임/), '닉 네임');
    await submit(form);
    await expect(await form.findByText('아이디는 공백 없이 영문, 숫자 4~12자로 입력해주세요')).toBeVisible();
    await expect(form.getByText('비밀번호는 영문, 숫자, 특수문자(!@#$%^*+=-) 4~16자로 입력해주세요')).toBeVisible();
    await expect(form.getByText('비밀번호가 일치하지 않습니다')).toBeVisible();
    await expect(form.getByText('닉네임은 공백 없이 8자 이하로 입력해주세요')).toBeVisible();
    await userEvent.clear(field(form, /^아이디/));
    await userEvent.type(field(form, /^아이디/), 'abcd');
    await userEvent.click(form.getAllByRole('button', { name: '중복확인' })[0]!);
    await expect(await form.findByText('아이디는 6~12자로 입력해주세요')).toBeVisible();
    await userEvent.clear(field(form, /^아이디/));
    await userEvent.type(field(form, /^아이디/), 'operator');
    await userEvent.click(form.getAllByRole('button', { name: '중복확인' })[0]!);
    await expect(await form.findByText('사용할 수 없는 아이디입니다')).toBeVisible();
    await userEvent.clear(field(form, /^닉네임/));
    await userEvent.type(field(form, /^닉네임/), '관리자');
    await userEvent.click(form.getAllByRole('button', { name: '중복확인' })[1]!);
    await expect(await form.findByText('사용할 수 없는 닉네임입니다')).toBeVisible();
    // Banned and malformed values never reach the server.
    await expect(args.onCheckTaken).not.toHaveBeenCalled();
  },
};

/** Spec 5: the other fields' messages (phone, birth date, gender digit, deposit password, anti-bot code). */
export const DetailMessages: Story = {
  play: async () => {
    const form = await toForm();
    await userEvent.type(field(form, /^휴대폰 번호/), '0212345678');
    await userEvent.type(field(form, /^생년월일/), '9901');
    await userEvent.type(field(form, /^성별 숫자/), '남');
    await userEvent.type(field(form, /^출금 비밀번호/), '12a4');
    await userEvent.type(field(form, /^자동가입방지 코드 입력/), 'k7q2');
    await submit(form);
    await expect(await form.findByText('휴대폰 번호를 확인해주세요')).toBeVisible();
    await expect(form.getByText('생년월일 6자리를 입력해주세요')).toBeVisible();
    await expect(form.getByText('성별을 확인해주세요')).toBeVisible();
    await expect(form.getByText('출금 비밀번호는 숫자 4자리로 입력해주세요')).toBeVisible();
    // Case matters: the code is capitals and digits.
    await expect(form.getByText('자동가입방지 코드가 일치하지 않습니다')).toBeVisible();
  },
};

/** Spec 5 "account number at most 14 characters; account holder at most 80": 15 and 81 keep their text and get their message under the field; no join. */
export const BankMessages: Story = {
  play: async ({ args }) => {
    const form = await toForm();
    await fillValid(form, ['bankAccountNumber', 'accountHolder']);
    const number = field(form, /^계좌번호/);
    const holder = field(form, /^예금주/);
    await userEvent.type(number, '1'.repeat(15));
    await userEvent.type(holder, '가'.repeat(81));
    await submit(form);
    await waitFor(() => expect(number).toHaveAccessibleDescription(joinMessages.accountNumberFormat));
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveValue('1'.repeat(15));
    await expect(holder).toHaveAccessibleDescription(joinMessages.accountHolderFormat);
    await expect(holder).toHaveAttribute('aria-invalid', 'true');
    await expect(holder).toHaveValue('가'.repeat(81));
    await expect(form.getByRole('alert')).toHaveTextContent(joinMessages.formInvalid);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** A duplicate check in flight: its button is busy. */
export const Checking: Story = {
  args: { onCheckTaken: fn<JoinDialogProps['onCheckTaken']>(() => new Promise<boolean>(() => {})) },
  parameters: { screenshot: false },
  play: async () => {
    const form = await toForm();
    await userEvent.type(field(form, /^아이디/), 'newbie77');
    const check = form.getAllByRole('button', { name: '중복확인' })[0]!;
    await userEvent.click(check);
    await waitFor(() => expect(check).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Spec 8: a taken id is "already in use"; the field is marked and keeps the value. */
export const Taken: Story = {
  play: async ({ args }) => {
    const form = await toForm();
    await userEvent.type(field(form, /^아이디/), 'demo01');
    await userEvent.click(form.getAllByRole('button', { name: '중복확인' })[0]!);
    await expect(await form.findByText('이미 사용중입니다')).toBeVisible();
    await expect(args.onCheckTaken).toHaveBeenCalledWith('userId', 'demo01');
    await expect(field(form, /^아이디/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Spec 8: a free id and nickname are "available". */
export const Available: Story = {
  play: async () => {
    const form = await toForm();
    await userEvent.type(field(form, /^아이디/), 'newbie77');
    await userEvent.click(form.getAllByRole('button', { name: '중복확인' })[0]!);
    await userEvent.type(field(form, /^닉네임/), '새내기');
    await userEvent.click(form.getAllByRole('button', { name: '중복확인' })[1]!);
    await waitFor(() => expect(form.getAllByText('사용 가능합니다')).toHaveLength(2));
  },
};

/** Spec 8: "authentication code sent", with the 10-minute countdown (and the demo's code as the send's note). */
export const SmsSent: Story = {
  play: async ({ args }) => {
    const form = await toForm();
    await userEvent.selectOptions(field(form, /^통신사/), 'SK 알뜰폰');
    await userEvent.type(field(form, /^휴대폰 번호/), '01098765432');
    await userEvent.click(form.getByRole('button', { name: '인증번호 전송' }));
    await expect(await form.findByText('인증번호가 발송되었습니다 (데모 인증번호: 482913)')).toBeVisible();
    await expect(args.onCheckTaken).toHaveBeenCalledWith('phoneNumber', '01098765432');
    await expect(args.onSendSms).toHaveBeenCalledWith('01098765432');
    await expect(form.getByText('10:00')).toBeVisible();
    // Spec 9: valid for 10 minutes; the countdown follows the clock once a second.
    skewMs = 61_000;
    await expect(await form.findByText('08:59')).toBeVisible();
    await expect(form.getByRole('button', { name: '재전송' })).toBeEnabled();
  },
};

/** Spec 8: a duplicate check that fails without a text is "unexpected error", on its field; nothing is marked free. */
export const CheckFailed: Story = {
  args: { onCheckTaken: fn<JoinDialogProps['onCheckTaken']>(async () => Promise.reject(new Error(''))) },
  play: async () => {
    const form = await toForm();
    await userEvent.type(field(form, /^아이디/), 'newbie77');
    await userEvent.click(form.getAllByRole('button', { name: '중복확인' })[0]!);
    await expect(await form.findByText('예상하지 못한 오류가 발생했습니다')).toBeVisible();
    await expect(field(form, /^아이디/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.queryByText('사용 가능합니다')).toBeNull();
    await expect(field(form, /^아이디/)).toHaveValue('newbie77');
  },
};

/** The SMS send failed: the server's text on the phone field, no countdown, and the send can be tried again. */
export const SendFailed: Story = {
  args: { onSendSms: fn<JoinDialogProps['onSendSms']>(async () => Promise.reject(new Error('문자 발송에 실패했습니다. 잠시 후 다시 시도해주세요.'))) },
  play: async () => {
    const form = await toForm();
    await userEvent.type(field(form, /^휴대폰 번호/), '01098765432');
    await userEvent.click(form.getByRole('button', { name: '인증번호 전송' }));
    await expect(await form.findByText('문자 발송에 실패했습니다. 잠시 후 다시 시도해주세요.')).toBeVisible();
    await expect(form.queryByText('10:00')).toBeNull();
    await expect(form.getByRole('button', { name: '인증번호 전송' })).toBeEnabled();
    await expect(field(form, /^휴대폰 번호/)).toHaveValue('01098765432');
  },
};

/** A taken phone is refused before any SMS is sent. */
export const PhoneTaken: Story = {
  args: { onCheckTaken: fn<JoinDialogProps['onCheckTaken']>(async (field: string) => field === 'phoneNumber') },
  play: async ({ args }) => {
    const form = await toForm();
    await userEvent.type(field(form, /^휴대폰 번호/), '01012345678');
    await userEvent.click(form.getByRole('button', { name: '인증번호 전송' }));
    await expect(await form.findByText('이미 사용중입니다')).toBeVisible();
    await expect(args.onSendSms).not.toHaveBeenCalled();
  },
};

/** Spec 9: after 10 minutes the code has expired; checking it says so and sends nothing. */
export const SmsExpired: Story = {
  play: async ({ args }) => {
    const form = await toForm();
    await userEvent.type(field(form, /^휴대폰 번호/), '01098765432');
    await userEvent.click(form.getByRole('button', { name: '인증번호 전송' }));
    await form.findByText(/인증번호가 발송되었습니다/);
    skewMs = 10 * 60_000;
    await expect(await form.findByText('인증번호 유효시간이 지났습니다. 다시 요청해주세요')).toBeVisible();
    await userEvent.type(field(form, /^인증번호/), '482913');
    await userEvent.click(form.getByRole('button', { name: '인증확인' }));
    await expect(args.onCheckSms).not.toHaveBeenCalled();
  },
};

/** A wrong code: the server's text on the code field, and the phone not authenticated. */
export const SmsWrongCode: Story = {
  play: async () => {
    const form = await toForm();
    await userEvent.type(field(form, /^휴대폰 번호/), '01098765432');
    await userEvent.click(form.getByRole('button', { name: '인증번호 전송' }));
    await form.findByText(/인증번호가 발송되었습니다/);
    await userEvent.type(field(form, /^인증번호/), '000000');
    await userEvent.click(form.getByRole('button', { name: '인증확인' }));
    await expect(await form.findByText('인증번호가 일치하지 않습니다.')).toBeVisible();
    await expect(form.queryByText(joinMessages.smsVerified)).toBeNull();
  },
};

/** Spec 4: the phone is authenticated only after the check succeeds; then the number is locked. */
export const Authenticated: Story = {
  play: async ({ args }) => {
    const form = await toForm();
    await userEvent.type(field(form, /^휴대폰 번호/), '01098765432');
    await userEvent.click(form.getByRole('button', { name: '인증번호 전송' }));
    await form.findByText(/인증번호가 발송되었습니다/);
    await userEvent.type(field(form, /^인증번호/), '482913');
    await userEvent.click(form.getByRole('button', { name: '인증확인' }));
    await expect(await form.findByText('휴대폰 인증이 완료되었습니다')).toBeVisible();
    await expect(args.onCheckSms).toHaveBeenCalledWith('01098765432', '482913');
    await expect(field(form, /^휴대폰 번호/)).toHaveAttribute('readonly');
    await expect(form.getByRole('button', { name: '인증확인' })).toBeDisabled();
  },
};

/** Joining without the SMS check is refused on the code field. */
export const SmsRequired: Story = {
  play: async ({ args }) => {
    const form = await toForm();
    await fillValid(form, ['authNumber']);
    await userEvent.type(field(form, /^인증번호/), '482913');
    await submit(form);
    await expect(await form.findByText('휴대폰 인증을 완료해주세요')).toBeVisible();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A random source that draws these codes, one after the other. */
const drawing = (...codes: string[]) => {
  const picks = codes.join('').split('').map((character) => (ALPHABET.indexOf(character) + 0.5) / ALPHABET.length);
  let turn = 0;
  return () => picks[turn++ % picks.length]!;
};

/** The anti-bot code reads one character at a time; a new code replaces it and clears what was typed. */
export const AntiBotCode: Story = {
  args: { random: drawing('K7Q2', 'A1B9') },
  play: async () => {
    const form = await toForm();
    const code = form.getByTestId('anti-bot-code');
    await expect(code).toHaveTextContent('자동가입방지 코드: K 7 Q 2');
    await userEvent.type(field(form, /^자동가입방지 코드 입력/), 'K7Q2');
    await userEvent.click(form.getByRole('button', { name: '새 코드' }));
    await expect(field(form, /^자동가입방지 코드 입력/)).toHaveValue('');
    await expect(code).toHaveTextContent('자동가입방지 코드: A 1 B 9');
  },
};

/** Joined: the checks run once more, one join with the values and the code, then the confirmation; login from there. */
export const Joined: Story = {
  args: {
    onJoin: fn<JoinDialogProps['onJoin']>(() => new Promise<{ ok: boolean; message: string }>((resolve) => setTimeout(() => resolve({ ok: true, message: joinMessages.joined }), 200))),
  },
  play: async ({ args }) => {
    const form = await toForm();
    await fillValid(form);
    const button = form.getByRole('button', { name: '회원가입' });
    await userEvent.click(button);
    await userEvent.click(button);
    const done = within(await dialog('회원가입 완료'));
    await expect(done.getByText('회원가입이 완료되었습니다')).toBeVisible();
    await expect(args.onJoin).toHaveBeenCalledOnce();
    await expect(args.onJoin).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'newbie77', nickname: '새내기', phoneNumber: '01098765432', carrierCode: '2', bankCode: '20', authNumber: '482913' }),
      { code: 'PT01', owner: partner },
    );
    await waitFor(() => expect(done.getByRole('button', { name: '로그인' })).toHaveFocus());
    await expect(done.getByRole('link', { name: /메신저 문의/ })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await userEvent.click(done.getByRole('button', { name: '로그인' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

/** The id was taken meanwhile: the submit's duplicate check stops the join and marks the id. */
export const TakenAtSubmit: Story = {
  args: { onCheckTaken: fn<JoinDialogProps['onCheckTaken']>(async (field: string) => field === 'userId') },
  play: async ({ args }) => {
    const form = await toForm();
    await fillValid(form);
    await submit(form);
    await expect(await form.findByText('이미 사용중입니다')).toBeVisible();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** Spec 8: a refused join shows the server's text (else "registration failed") and keeps everything typed. */
export const JoinRefused: Story = {
  args: { onJoin: fn<JoinDialogProps['onJoin']>(async () => ({ ok: false, message: joinMessages.registrationFailed })) },
  play: async () => {
    const form = await toForm();
    await fillValid(form);
    await submit(form);
    await expect(await form.findByText('회원가입에 실패했습니다')).toHaveAttribute('data-tone', 'failure');
    await expect(field(form, /^아이디/)).toHaveValue('newbie77');
    await expect(field(form, /^예금주/)).toHaveValue('이서연');
  },
};

/** The 424 px layout: the dialog fills the screen and the form scrolls inside it. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  args: { initialCode: 'PT01' },
  play: async () => {
    await joinForm();
    const box = (await dialog('회원가입')).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(window.innerWidth - 1);
  },
};
