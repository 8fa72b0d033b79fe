import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withdrawAboveLevelMaxMessage, withdrawMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { WithdrawForm, type WithdrawOutcome } from './WithdrawForm';
import { withdrawFormLabels } from './labels';

const completed: WithdrawOutcome = { ok: true, message: withdrawMessages.completed };

const meta = {
  title: 'Money/WithdrawForm',
  component: WithdrawForm,
  args: {
    emoney: 1_287_500,
    role: 1,
    accountHolder: '김민준',
    bankName: '국민은행',
    bankAccountNumber: '94320104567812',
    onSubmit: fn((_amount: number): Promise<WithdrawOutcome> | WithdrawOutcome => completed),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: withdrawFormLabels.amount });
const submitButton = (canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('button', { name: withdrawFormLabels.submit });

/** Given a member with money, the rules, their level maximum and the masked account are shown; nothing is typed. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('출금은 10,000원부터 10,000원 단위로 신청할 수 있습니다. (1원 단위 출금 불가)')).toBeVisible();
    await expect(canvas.getByText('롤링 100% 이상 충족 시 출금이 가능합니다.')).toBeVisible();
    await expect(canvas.getByText('은행 점검시간(23:30~00:30)에는 출금신청을 할 수 없습니다.')).toBeVisible();
    await expect(canvas.getByText('Lv.1-2: 20,000,000원')).toBeVisible();
    await expect(canvas.getByText('Lv.3-VIP: 30,000,000원')).toBeVisible();
    await expect(canvas.getByText('VVIP: 무제한')).toBeVisible();
    await expect(canvas.getByText('회원님의 1회 최대 출금금액: 20,000,000원')).toBeVisible();
    await expect(canvas.getByText('9432010456****')).toBeVisible();
    await expect(canvas.queryByText('94320104567812')).toBeNull();
    await expect(amountField(canvas)).toHaveValue('');
    await expect(amountField(canvas)).toHaveAccessibleDescription('10,000원 단위로 입력해주세요.');
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** Given an amount typed, it stays as typed and the field is valid. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(amountField(canvas), '50,000');
    await expect(amountField(canvas)).toHaveValue('50,000');
    await expect(amountField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** A story that types an amount, submits and expects the field's message (and no request). */
function validationStory(typed: string, message: string, args: Partial<Story['args']> = {}): Story {
  return {
    args,
    play: async ({ canvas, userEvent, args: storyArgs }) => {
      await userEvent.type(amountField(canvas), typed);
      await userEvent.click(submitButton(canvas));
      await waitFor(() => expect(amountField(canvas)).toHaveAccessibleDescription(`10,000원 단위로 입력해주세요. ${message}`));
      await expect(amountField(canvas)).toHaveAttribute('aria-invalid', 'true');
      await expect(amountField(canvas)).toHaveFocus();
      await expect(storyArgs.onSubmit).not.toHaveBeenCalled();
    },
  };
}

/** Given letters or full-width digits, '숫자만 입력해주세요.'. */
export const NotDigits: Story = validationStory('１０，０００', withdrawMessages.digitsOnly);
/** Given a decimal, '원 단위 미만의 금액은 입력할 수 없습니다.'. */
export const WithDecimals: Story = validationStory('10000.5', withdrawMessages.noDecimals);
/** Given 5,000, '출금신청은 10,000원부터 가능합니다.'. */
export const BelowMinimum: Story = validationStory('5000', withdrawMessages.minimum);
/** Given 15,000, '10,000원 단위로 입력해주세요.'. */
export const NotAMultiple: Story = validationStory('15000', withdrawMessages.unit);
/** Given more than the money held, '보유머니보다 많은 금액을 입력하셨습니다.'. */
export const AboveMoney: Story = validationStory('1,300,000', withdrawMessages.aboveBalance);
/** Given a level 2 member with 25,000,000 won asking 20,010,000: above the level maximum. */
export const AboveLevelMaximum: Story = validationStory('20010000', withdrawAboveLevelMaxMessage(20_000_000), { emoney: 25_000_000, role: 2 });

/** Given the bank maintenance window (23:30–00:30), the notice shows and the form refuses requests. */
export const MaintenanceWindow: Story = {
  args: { maintenance: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(withdrawMessages.maintenance);
    await expect(amountField(canvas)).toBeDisabled();
    await expect(submitButton(canvas)).toBeDisabled();
  },
};

/** Given no money, the zero-balance notice shows and nothing can be requested. */
export const ZeroBalance: Story = {
  args: { emoney: 0, role: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(withdrawFormLabels.zeroBalance);
    await expect(canvas.getByText('회원님의 1회 최대 출금금액: 무제한')).toBeVisible();
    await expect(submitButton(canvas)).toBeDisabled();
  },
};

/** Given a request on its way, the button is busy and a second click sends nothing more. */
export const Submitting: Story = {
  args: { onSubmit: fn((_amount: number): Promise<WithdrawOutcome> | WithdrawOutcome => new Promise<WithdrawOutcome>(() => {})) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(amountField(canvas), '30000');
    const button = submitButton(canvas);
    await userEvent.dblClick(button);
    // While busy the button's name is the loading label; it is the same element.
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvasElement.querySelector('button[type="submit"]')).toBe(button);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(30_000);
  },
};

/** Given an accepted request, '출금신청이 완료되었습니다.' shows and the field is cleared; the amount went as an integer. */
export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(amountField(canvas), ' 1,280,000 ');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(withdrawMessages.completed));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(1_280_000);
    await expect(amountField(canvas)).toHaveValue('');
  },
};

/** Given the server refuses, its text shows; a call that breaks shows the default error. */
export const ServerFailure: Story = {
  args: {
    onSubmit: fn((_amount: number): Promise<WithdrawOutcome> | WithdrawOutcome => ({ ok: false, message: '보유머니보다 많은 금액을 입력하셨습니다.' })),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(amountField(canvas), '10000');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('보유머니보다 많은 금액을 입력하셨습니다.'));
    args.onSubmit.mockImplementationOnce(() => Promise.reject(new Error('network')));
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(withdrawMessages.failedDefault));
    await expect(amountField(canvas)).toHaveValue('10000');
  },
};

/** At the 424 px mobile layout, with a validation message. */
export const AtMobile: Story = {
  globals: atViewport('mobile'),
  decorators: [(Story) => <Story />],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(amountField(canvas), '5000');
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(amountField(canvas)).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** At the 1920 px desktop layout. */
export const AtDesktop: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(submitButton(canvas)).toBeVisible();
  },
};
