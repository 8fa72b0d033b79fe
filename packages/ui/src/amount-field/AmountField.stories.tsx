import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import {
  bettingMessages,
  formatWon,
  quickAdd,
  type ClampContext,
  type QuickAddButton,
  type QuickAddContext,
} from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { AmountField, type AmountFieldProps } from './AmountField';
import { amountFieldLabels } from './labels';
import { QuickAddButtons } from './QuickAddButtons';

interface AmountFieldDemoProps extends Omit<AmountFieldProps, 'value'> {
  /** The starting text. */
  initialValue?: string;
  /** When given, quick-add buttons under the field apply the domain's quickAdd with these bounds. */
  quickAddContext?: QuickAddContext;
}

/** The field as a container uses it: its text in state, optionally with the quick-add buttons. */
function AmountFieldDemo({ initialValue = '', quickAddContext, onValueChange, error, ...props }: AmountFieldDemoProps) {
  const [text, setText] = useState(initialValue);
  // Why the last quick-add filled nothing, shown in the field's message until the next change.
  const [notice, setNotice] = useState<string | null>(null);
  const change = (next: string) => {
    setText(next);
    setNotice(null);
    onValueChange(next);
  };
  const onQuickAdd = (button: QuickAddButton) => {
    if (quickAddContext === undefined) return;
    const result = quickAdd(text, button, quickAddContext);
    if (result.ok) change(button === 'CLEAR' ? '' : formatWon(result.amount, 'none'));
    else setNotice(result.message);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 328 }}>
      <AmountField {...props} error={notice ?? error} value={text} onValueChange={change} />
      {quickAddContext ? <QuickAddButtons onQuickAdd={onQuickAdd} /> : null}
    </div>
  );
}

const meta = {
  title: 'Betting/AmountField',
  component: AmountFieldDemo,
  // The controls drive a harness that keeps the value; the tabs document the real components.
  subcomponents: { AmountField, QuickAddButtons },
  args: { onValueChange: fn(), onCommit: fn() },
} satisfies Meta<typeof AmountFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits are grouped with separators as they are typed; the won sign stands after the amount; phones get the numeric keypad. */
export const Separators: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '1234567');
    await expect(field).toHaveValue('1,234,567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1,234,567');
    await expect(canvas.getByText('₩')).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Typing in the middle keeps the caret beside the same digit while the separators move. */
export const CaretKept: Story = {
  args: { initialValue: '123,456' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: amountFieldLabels.label });
    await userEvent.click(field);
    field.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    // '1923,456' regroups to '1,923,456'; the caret stays after the typed 9, not at the end.
    await expect(field).toHaveValue('1,923,456');
    await expect(field.selectionStart).toBe(3);
  },
};

/** Emptying the field says '베팅액수를 입력해주세요.', tied to the input by aria-describedby. */
export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, '5');
    await userEvent.clear(field);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(bettingMessages.amountRequired);
    await expect(canvas.getByText('베팅액수를 입력해주세요.')).toBeVisible();
  },
};

/**
 * Issue 12, item 4: the field takes digits only as they are typed. Letters, signs, decimal points and
 * exponents are refused ('abc', '-5000', '1e6', a pasted '오천원'); full-width digits and separators are
 * normalised ('１２，０００' → '12,000').
 */
export const DigitsOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    await userEvent.type(field, 'abc');
    await expect(field).toHaveValue('');
    await userEvent.type(field, '-5000');
    await expect(field).toHaveValue('5,000');
    await userEvent.clear(field);
    await userEvent.type(field, '1e6');
    await expect(field).toHaveValue('16');
    await userEvent.clear(field);
    await userEvent.type(field, '5000.5');
    await expect(field).toHaveValue('50,005');
    await userEvent.clear(field);
    await userEvent.paste('오천원');
    await expect(field).toHaveValue('');
    await userEvent.paste('１２，０００');
    await expect(field).toHaveValue('12,000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12,000');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Issue 12, item 4: no more digits than the max bet has (2,000,000 → 7), so the field never shows a
 * mis-grouped or unbettable figure; a digit typed into a full field is refused and the caret stays.
 */
export const LengthCapped: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: amountFieldLabels.label });
    await userEvent.type(field, '999999999999999999999999');
    await expect(field).toHaveValue('9,999,999');
    field.setSelectionRange(1, 1);
    await userEvent.keyboard('1');
    await expect(field).toHaveValue('9,999,999');
    await waitFor(() => expect(field.selectionStart).toBe(1));
    await userEvent.keyboard('x');
    await expect(field).toHaveValue('9,999,999');
    await expect(field.selectionStart).toBe(1);
  },
};

const clamp: ClampContext = { emoney: 1_000_000, maxBet: 2_000_000, maxWinnings: 5_000_000, totalOdds: 8.2 };

/** On blur the amount is clamped: 900,000 at odds 8.20 would win 7,380,000, so it drops to 609,750 (a multiple of 10). */
export const AutoClamp: Story = {
  args: { clamp },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    await userEvent.type(field, '900000');
    await userEvent.tab();
    await expect(field).toHaveValue('609,750');
    await expect(args.onCommit).toHaveBeenLastCalledWith('609,750');
    await userEvent.clear(field);
    await userEvent.type(field, '3000000');
    await userEvent.tab();
    // 3,000,000 is above the balance as well; the winnings bound is still the lowest.
    await expect(field).toHaveValue('609,750');
  },
};

/** On blur the clamp never lowers an amount below the min bet: with ₩3,000 the typed 10,000 stays, for the bet button to say why. */
export const AutoClampNeverBelowMinimum: Story = {
  args: { clamp: { ...clamp, emoney: 3_000 } },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    await userEvent.type(field, '10000');
    await userEvent.tab();
    await expect(field).toHaveValue('10,000');
    await expect(args.onCommit).toHaveBeenLastCalledWith('10,000');
  },
};

/** Quick-add: 5천 and 1만 add up; 하프 is half the balance, 최대 the smaller of max bet and balance, 정정 clears. */
export const QuickAdd: Story = {
  args: { quickAddContext: { emoney: 1_234_560, maxBet: 2_000_000 } },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    const group = canvas.getByRole('group', { name: amountFieldLabels.quickAddGroup });
    await expect(group.querySelectorAll('button')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: '5천' }));
    await userEvent.click(canvas.getByRole('button', { name: '1만' }));
    await expect(field).toHaveValue('15,000');
    await userEvent.click(canvas.getByRole('button', { name: '하프' }));
    await expect(field).toHaveValue('617,280');
    await userEvent.click(canvas.getByRole('button', { name: '최대' }));
    await expect(field).toHaveValue('1,234,560');
    await userEvent.click(canvas.getByRole('button', { name: '정정' }));
    await expect(field).toHaveValue('');
  },
};

/** Issue 12, item 1: on a slip at 10.81 with ₩1,287,500, 최대 and 하프 stay within the max winnings (462,530 wins 4,999,949). */
export const QuickAddWithinMaxWinnings: Story = {
  args: { quickAddContext: { emoney: 1_287_500, maxBet: 2_000_000, maxWinnings: 5_000_000, totalOdds: 10.81 } },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    await userEvent.click(canvas.getByRole('button', { name: '최대' }));
    await expect(field).toHaveValue('462,530');
    await userEvent.click(canvas.getByRole('button', { name: '정정' }));
    await userEvent.click(canvas.getByRole('button', { name: '하프' }));
    await expect(field).toHaveValue('462,530');
  },
};

/** With a balance below the min bet, 최대 fills nothing the site would refuse and says why under the field. */
export const QuickAddBalanceBelowMinimum: Story = {
  args: { quickAddContext: { emoney: 3_000, maxBet: 2_000_000 } },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    await userEvent.click(canvas.getByRole('button', { name: '최대' }));
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription('보유머니가 최소 베팅금 5,000원보다 적습니다.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A message decided by the container replaces the field's own check; disabled while a bet is sent. */
export const ControlledAndDisabled: Story = {
  args: { initialValue: '10,000', error: null, disabled: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: amountFieldLabels.label });
    await expect(field).toBeDisabled();
    await expect(field).toHaveValue('10,000');
  },
};

/** On the 424 px layout the field and the quick-add grid fill the width. */
export const Mobile: Story = {
  args: { initialValue: '50,000', quickAddContext: { emoney: 3_000_000, maxBet: 2_000_000 } },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: amountFieldLabels.label })).toHaveValue('50,000');
    await expect(canvas.getByRole('button', { name: '100만' })).toBeVisible();
  },
};
