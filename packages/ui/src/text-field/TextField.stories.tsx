import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { joinMessages, joinPasswordMessage, joinUserIdMessage } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button';
import { TextField } from './TextField';
import { domainRule } from './domainRule';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: '아이디', name: 'userId', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty field: the label names the input. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '아이디' });
    await userEvent.type(input, 'demo01');
    await expect(input).toHaveValue('demo01');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A hint under the field is part of the input's description. */
export const WithHint: Story = {
  args: { hint: '4~12자의 영문, 숫자', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /아이디/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('4~12자의 영문, 숫자');
  },
};

/** An error: the box turns red, the input is invalid and described by the message. */
export const WithError: Story = {
  args: { defaultValue: 'ab', error: joinMessages.userIdFormat },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '아이디' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(joinMessages.userIdFormat);
  },
};

/** An amount: right-aligned tabular figures with the won sign after them. */
export const AmountWithSuffix: Story = {
  args: { label: '입금금액', name: 'amount', inputMode: 'numeric', align: 'end', suffix: '원', defaultValue: '30,000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '입금금액' })).toHaveValue('30,000');
    await expect(canvas.getByText('원')).toBeVisible();
  },
};

/** Disabled while a form is being sent. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'demo01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '아이디' })).toBeDisabled();
  },
};

interface LoginValues {
  userId: string;
  password: string;
}

/** The house form approach: react-hook-form registers each TextField; the rules are the domain's, via `domainRule`. */
function RuleCheckedForm({ onValid }: { onValid: (values: LoginValues) => void }) {
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { userId: '', password: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} style={{ display: 'grid', gap: 12 }}>
      <TextField label="아이디" autoComplete="username" error={formState.errors.userId?.message} {...register('userId', { validate: domainRule(joinUserIdMessage) })} />
      <TextField
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        {...register('password', { validate: domainRule(joinPasswordMessage) })}
      />
      <Button type="submit">확인</Button>
    </form>
  );
}

/** A form checked by the domain's rules: the first submit shows each field's Korean message; fixing them submits once. */
export const FormWithDomainRules: Story = {
  render: (args) => <RuleCheckedForm onValid={args.onChange as never} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    const userId = canvas.getByRole('textbox', { name: '아이디' });
    await waitFor(() => expect(userId).toHaveAccessibleDescription(joinMessages.required));
    await expect(userId).toHaveFocus();
    await userEvent.type(userId, 'ab!');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(userId).toHaveAccessibleDescription(joinMessages.userIdFormat));
    await userEvent.clear(userId);
    await userEvent.type(userId, 'demo01');
    await userEvent.type(canvas.getByLabelText('비밀번호'), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ userId: 'demo01', password: 'demo1234' }, expect.anything()));
    await expect(userId).not.toHaveAttribute('aria-invalid');
  },
};

/** At phone width the field fills the column. */
export const OnMobile: Story = {
  globals: atViewport('mobile'),
  args: { hint: '4~12자의 영문, 숫자', error: joinMessages.userIdFormat, defaultValue: 'ab' },
};
