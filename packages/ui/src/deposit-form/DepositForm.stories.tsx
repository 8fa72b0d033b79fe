import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { depositMessages, depositUnitMessage } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { buttonLabels } from '../button';
import { DepositForm } from './DepositForm';
import { DepositPanel } from './DepositPanel';
import { bonusConfirmText, depositFormLabels } from './labels';

/** A bonus banner as the demo backend draws it (an inline SVG, so screenshots need no server). */
const banner = (text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" rx="12" fill="#1d2a4d"/><text x="160" y="68" font-size="20" text-anchor="middle" fill="#ffd166" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const bonuses = [
  { id: 1, label: '보너스 받지 않음', detail: '보너스 없이 입금합니다. 출금 시 롤링 조건이 없습니다.' },
  { id: 2, label: '첫충 10%', detail: '하루 첫 충전 시 10% 보너스 (최대 500,000원)', imageUrl: banner('first-charge-10') },
  { id: 3, label: '매충 5%', detail: '두 번째 충전부터 매 충전 5% 보너스 (최대 500,000원)', imageUrl: banner('every-charge-5') },
];

const rulesHtml =
  '<p>입금 전 반드시 <strong>계좌 문의</strong> 후 입금해 주세요.</p><p>최소 입금 금액은 10,000원이며 1,000원 단위로 신청할 수 있습니다.</p>';

const meta = {
  title: 'Money/DepositForm',
  component: DepositForm,
  args: {
    bonuses,
    rulesHtml,
    rulesTitle: '입금 규정',
    account: null,
    memberAccount: '국민은행 1234567****',
    defaultDepositorName: '김민준',
    onCheckAccount: fn(),
    onSubmit: fn((): Promise<boolean> | boolean => true),
    onClaimCoupon: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1152 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const amountBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: depositFormLabels.amount });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: depositFormLabels.submit });

/** Chooses a bonus and answers its confirm ('확인' keeps it, '취소' restores the previous one). */
async function chooseBonus(canvas: Canvas, label: string, answer: '확인' | '취소' = '확인') {
  await userEvent.click(canvas.getByRole('radio', { name: new RegExp(label) }));
  const confirm = await screen.findByRole('alertdialog');
  await expect(confirm).toHaveAccessibleDescription(bonusConfirmText(label));
  await userEvent.click(within(confirm).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Types an amount, submits, and expects the field's message. */
async function expectAmountMessage(canvas: Canvas, typed: string, message: string) {
  await chooseBonus(canvas, '첫충 10%');
  await userEvent.type(amountBox(canvas), typed);
  await userEvent.click(submit(canvas));
  await waitFor(() => expect(amountBox(canvas)).toHaveAccessibleDescription(message));
  await expect(amountBox(canvas)).toHaveAttribute('aria-invalid', 'true');
}

/** The empty form: rules box, the account hint, three bonuses, eight quick-add amounts and the coupons. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '입금 규정' })).toBeVisible();
    await expect(canvas.getByText(depositFormLabels.accountHint)).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    const quick = canvas.getByRole('group', { name: depositFormLabels.quickAdd });
    await expect(within(quick).getAllByRole('button').map((button) => button.textContent)).toEqual([
      '1만', '3만', '5만', '10만', '20만', '50만', '100만', '500만', '정정',
    ]);
    await expect(canvas.getByRole('textbox', { name: depositFormLabels.depositorName })).toHaveValue('김민준');
    await expect(canvas.getByRole('button', { name: depositFormLabels.couponCount })).toBeVisible();
    await expect(canvas.getByRole('button', { name: depositFormLabels.couponAmount })).toBeVisible();
  },
};

/**
 * Filled: the account after the password check, a bonus, an amount typed and added to with quick-add
 * (separators shown), and one submit with integers in won.
 */
export const Filled: Story = {
  args: { account: { bankName: '신한은행', accountNumber: '123-456-789012', accountHolder: '(주)벳킷' } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(depositFormLabels.password), '1234');
    await userEvent.click(canvas.getByRole('button', { name: depositFormLabels.checkAccount }));
    await expect(args.onCheckAccount).toHaveBeenCalledWith('1234');
    await expect(canvas.getByText('123-456-789012')).toBeVisible();
    await chooseBonus(canvas, '첫충 10%');
    await userEvent.type(amountBox(canvas), '1234000');
    await expect(amountBox(canvas)).toHaveValue('1,234,000');
    await userEvent.click(canvas.getByRole('button', { name: '3만' }));
    await userEvent.click(canvas.getByRole('button', { name: '100만' }));
    await expect(amountBox(canvas)).toHaveValue('2,264,000');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ eventDepositId: 2, amount: 2_264_000, depositName: '김민준' }));
    // A request that was taken clears the amount for the next one.
    await waitFor(() => expect(amountBox(canvas)).toHaveValue(''));
  },
};

/** Full-width digits and spaces pasted in are regrouped ('１２ ０００' → '12,000'). */
export const PastedFullWidth: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(amountBox(canvas));
    await userEvent.paste('１２ ０００');
    await expect(amountBox(canvas)).toHaveValue('12,000');
  },
};

/** No bonus: '보너스를 선택해주세요.' on the bonus group; nothing is sent. */
export const SelectBonusMessage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(amountBox(canvas), '50000');
    await userEvent.click(submit(canvas));
    const group = canvas.getByRole('radiogroup', { name: depositFormLabels.bonus });
    await waitFor(() => expect(group).toHaveAccessibleDescription(depositMessages.selectBonus));
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Letters or a sign: '숫자만 입력해주세요.'. */
export const DigitsOnlyMessage: Story = {
  play: async ({ canvas, args }) => {
    await expectAmountMessage(canvas, '-50000', depositMessages.digitsOnly);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A decimal pasted in: '원 단위 미만의 금액은 입력할 수 없습니다.'. */
export const NoDecimalsMessage: Story = {
  play: async ({ canvas }) => {
    await chooseBonus(canvas, '첫충 10%');
    await userEvent.click(amountBox(canvas));
    await userEvent.paste('10000.5');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(amountBox(canvas)).toHaveAccessibleDescription(depositMessages.noDecimals));
  },
};

/** Below 10,000: '입금신청은 10,000원부터 가능합니다.'. */
export const MinimumMessage: Story = {
  play: async ({ canvas }) => {
    await expectAmountMessage(canvas, '9000', depositMessages.minimum);
    await expect(amountBox(canvas)).toHaveValue('9,000');
  },
};

/** Not a multiple of the unit (DESIGN setting, 1,000 by default): '1,000원 단위로 입력해주세요.'. */
export const UnitMessage: Story = {
  play: async ({ canvas }) => {
    await expectAmountMessage(canvas, '10500', depositUnitMessage(1_000));
    await expect(depositUnitMessage(1_000)).toBe('1,000원 단위로 입력해주세요.');
  },
};

/** The unit is a setting: at 10,000 the message says so. */
export const UnitSettingTenThousand: Story = {
  args: { unit: 10_000 },
  play: async ({ canvas }) => {
    await expectAmountMessage(canvas, '15000', '10,000원 단위로 입력해주세요.');
  },
};

/** A blank depositor name: '입금자명을 입력해주세요.'. */
export const DepositorNameMessage: Story = {
  args: { defaultDepositorName: '' },
  play: async ({ canvas, args }) => {
    await chooseBonus(canvas, '매충 5%');
    await userEvent.type(amountBox(canvas), '20000');
    await userEvent.click(submit(canvas));
    const name = canvas.getByRole('textbox', { name: depositFormLabels.depositorName });
    await waitFor(() => expect(name).toHaveAccessibleDescription(new RegExp(depositMessages.depositorNameRequired)));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Choosing a bonus asks first; cancel puts the previous bonus back, OK keeps the new one. */
export const BonusConfirmCancelRestores: Story = {
  play: async ({ canvas }) => {
    await chooseBonus(canvas, '첫충 10%');
    await expect(canvas.getByRole('radio', { name: /첫충 10%/ })).toBeChecked();
    await chooseBonus(canvas, '매충 5%', '취소');
    await expect(canvas.getByRole('radio', { name: /첫충 10%/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /매충 5%/ })).not.toBeChecked();
    await chooseBonus(canvas, '매충 5%');
    await expect(canvas.getByRole('radio', { name: /매충 5%/ })).toBeChecked();
  },
};

/** The confirm open over the form, as a member sees it. */
export const BonusConfirmOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /첫충 10%/ }));
    await expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(bonusConfirmText('첫충 10%'));
  },
};

/** While the request is in flight the button is busy and a double click sends one request. */
export const SubmittingSendsOnce: Story = {
  args: { onSubmit: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await chooseBonus(canvas, '첫충 10%');
    await userEvent.type(amountBox(canvas), '50000');
    const button = submit(canvas);
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAccessibleName(buttonLabels.busy);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The container says a request is in flight (e.g. after a reload of the screen): the button is busy. */
export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: depositFormLabels.form });
    const button = within(form).getByRole('button', { name: buttonLabels.busy });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('type', 'submit');
  },
};

/** The password check running, then the account shown. */
export const CheckingAccount: Story = {
  args: { checkingAccount: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: buttonLabels.busy })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: depositFormLabels.checkAccount })).toBeNull();
  },
};

/** A coupon button calls back with its kind and shows busy while its claim runs. */
export const ClaimingCoupon: Story = {
  args: { claimingCoupon: 'amount' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: depositFormLabels.couponCount }));
    await expect(args.onClaimCoupon).toHaveBeenCalledWith('count');
    const coupons = canvas.getByRole('group', { name: depositFormLabels.coupons });
    await expect(within(coupons).getByRole('button', { name: buttonLabels.busy })).toHaveAttribute('aria-busy', 'true');
    await expect(within(coupons).queryByRole('button', { name: depositFormLabels.couponAmount })).toBeNull();
  },
};

/** Mobile (424 px): 2,000,000 is added and the quick-add amounts sit 4 per row. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const quick = canvas.getByRole('group', { name: depositFormLabels.quickAdd });
    const buttons = within(quick).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['1만', '3만', '5만', '10만', '20만', '50만', '100만', '200만', '500만', '정정']);
    const tops = buttons.slice(0, 5).map((button) => Math.round(button.getBoundingClientRect().top));
    await expect(new Set(tops.slice(0, 4)).size).toBe(1);
    await expect(tops[4]).toBeGreaterThan(tops[0]!);
  },
};

/** The dialog's body on mobile: request and history tabs; the history slot shows its placeholder until wired. */
export const PanelMobileTabs: Story = {
  globals: atViewport('mobile'),
  render: (args) => <DepositPanel mobile form={<DepositForm {...args} mobile />} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['입금신청', '입금내역']);
    await userEvent.click(canvas.getByRole('tab', { name: '입금내역' }));
    await expect(await canvas.findByText(depositFormLabels.historyPlaceholder)).toBeVisible();
  },
};

/** The body at 1920 px: the form, with the history section under it. */
export const PanelDesktop: Story = {
  globals: atViewport('desktop'),
  render: (args) => <DepositPanel form={<DepositForm {...args} />} history={<p>입금내역 표</p>} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('heading', { name: depositFormLabels.historyTitle })).toBeVisible();
    await expect(canvas.getByText('입금내역 표')).toBeVisible();
  },
};
