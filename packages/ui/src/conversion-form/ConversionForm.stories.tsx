import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { conversionMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { ConversionForm } from './ConversionForm';

const meta = {
  title: 'Member/ConversionForm',
  component: ConversionForm,
  args: { kind: 'point', held: 12_500, onConvert: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pointField = { name: '전환할 포인트' } as const;
const pointButton = { name: '포인트 전환' } as const;

/** An empty point form: the field names the points, its hint says what is held and the minimum. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', pointField);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription('보유 포인트 12,500 · 최소 5,000');
    await expect(canvas.getByRole('form', { name: '포인트 전환' })).toHaveAttribute('data-state', 'idle');
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};

/** 4,999 points: '5,000포인트 이상부터 전환 가능합니다.' tied to the field, and nothing is sent. */
export const PointBelowMinimum: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', pointField);
    await userEvent.type(input, '4,999');
    await userEvent.click(canvas.getByRole('button', pointButton));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/5,000포인트 이상부터 전환 가능합니다\.$/));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};

/** 99 comps: '100콤프 이상부터 전환 가능합니다.'. */
export const CompBelowMinimum: Story = {
  args: { kind: 'comp', held: 3_200 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '전환할 콤프' });
    await userEvent.type(input, '99');
    await userEvent.click(canvas.getByRole('button', { name: '콤프 전환' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('보유 콤프 3,200 · 최소 100 100콤프 이상부터 전환 가능합니다.'));
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};

/** Text that is not an amount (letters, a negative, a fraction) reads as below the minimum. */
export const NotAnAmount: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', pointField);
    for (const typed of ['오천', '-6000', '6000.5']) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(canvas.getByRole('button', pointButton));
      await waitFor(() => expect(canvas.getByText(conversionMessages.pointMinimum)).toBeVisible());
    }
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};

/** More points than held (12,500): '보유 포인트가 부족합니다.'. */
export const AboveHeld: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', pointField);
    await userEvent.type(input, '13000');
    await userEvent.click(canvas.getByRole('button', pointButton));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/보유 포인트가 부족합니다\.$/));
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};

/** More comps than held: '보유 콤프가 부족합니다.'. */
export const CompAboveHeld: Story = {
  args: { kind: 'comp', held: 150 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '전환할 콤프' });
    await userEvent.type(input, '200');
    await userEvent.click(canvas.getByRole('button', { name: '콤프 전환' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/보유 콤프가 부족합니다\.$/));
  },
};

/** While the request runs the button is busy; a double click sent exactly one request, with the whole number 6,000. */
export const Submitting: Story = {
  args: { onConvert: fn(() => new Promise<undefined>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', pointField), '6,000');
    await userEvent.dblClick(canvas.getByRole('button', pointButton));
    const form = canvas.getByRole('form', { name: '포인트 전환' });
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'submitting'));
    await expect(form.querySelector('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(form.querySelector('button[type="submit"]')!);
    await expect(args.onConvert).toHaveBeenCalledTimes(1);
    await expect(args.onConvert).toHaveBeenCalledWith(6_000);
  },
};

/** Success: '포인트 전환에 성공했습니다.' is announced and the field is cleared. */
export const Succeeded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', pointField);
    await userEvent.type(input, '5000');
    await userEvent.click(canvas.getByRole('button', pointButton));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^포인트 전환에 성공했습니다\.$/));
    await expect(input).toHaveValue('');
    await expect(args.onConvert).toHaveBeenCalledWith(5_000);
    await expect(canvas.getByRole('form', { name: '포인트 전환' })).toHaveAttribute('data-state', 'succeeded');
  },
};

/** Comp success: '콤프 전환에 성공했습니다.'. */
export const CompSucceeded: Story = {
  args: { kind: 'comp', held: 3_200 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '전환할 콤프' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: '콤프 전환' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^콤프 전환에 성공했습니다\.$/));
  },
};

/** The server refused: its text is shown as an alert and the amount stays for another try. */
export const Failed: Story = {
  args: { onConvert: fn(async () => Promise.reject(new Error('회원 정보가 변경되었습니다. 새로고침 후 다시 시도해주세요.'))) },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', pointField);
    await userEvent.type(input, '6000');
    await userEvent.click(canvas.getByRole('button', pointButton));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^회원 정보가 변경되었습니다\. 새로고침 후 다시 시도해주세요\.$/));
    await expect(input).toHaveValue('6000');
    await expect(canvas.getByRole('form', { name: '포인트 전환' })).toHaveAttribute('data-state', 'failed');
  },
};

/** A failure without the server's text: '문제가 발생했습니다. 관리자에게 문의해주세요.'. */
export const FailedWithoutText: Story = {
  args: { onConvert: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', pointField), '6000');
    await userEvent.click(canvas.getByRole('button', pointButton));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^문제가 발생했습니다\. 관리자에게 문의해주세요\.$/));
  },
};

/** At 424 px the field and the button share the row. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  args: { defaultAmount: '4000' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', pointButton));
    await waitFor(() => expect(canvas.getByText(conversionMessages.pointMinimum)).toBeVisible());
  },
};
