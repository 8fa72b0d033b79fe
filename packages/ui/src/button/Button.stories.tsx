import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { buttonLabels } from './labels';

const meta = {
  title: 'Base/Button',
  component: Button,
  args: { children: '베팅하기', onClick: fn() },
  argTypes: {
    // react-docgen reads `(typeof buttonVariants)[number]` as unknown[number]: the table names the values itself.
    variant: { control: 'inline-radio', options: buttonVariants, table: { type: { summary: buttonVariants.map((value) => `'${value}'`).join(' | ') } } },
    size: { control: 'inline-radio', options: buttonSizes, table: { type: { summary: buttonSizes.map((value) => `'${value}'`).join(' | ') } } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given a primary button, clicking it calls its action once. */
export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '베팅하기' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant side by side, in the order of `buttonVariants`. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">베팅하기</Button>
      <Button {...args} variant="secondary">취소</Button>
      <Button {...args} variant="danger">전체삭제</Button>
      <Button {...args} variant="ghost">새로고침</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

/** Every size, small to large, and the full-width form used in mobile dialogs. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start', maxWidth: 392 }}>
      <Button {...args} size="sm">5,000</Button>
      <Button {...args} size="md">입금신청</Button>
      <Button {...args} size="lg">베팅하기</Button>
      <Button {...args} size="lg" fullWidth>
        베팅하기
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('button');
    await expect(small!.getBoundingClientRect().height).toBeLessThan(large!.getBoundingClientRect().height);
  },
};

/** Given a submit in flight, the button is busy and a second click does nothing (double-submit guard). */
export const Loading: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(buttonLabels.busy);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Given a disabled button, clicks are ignored. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '베팅하기' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The light theme (recommender area): every variant keeps AA contrast, checked by axe. */
export const VariantsOnLightTheme: Story = {
  ...Variants,
  globals: { theme: 'light' },
};
