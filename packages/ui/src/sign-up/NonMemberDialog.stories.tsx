import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { NonMemberDialog } from './NonMemberDialog';

const meta = {
  title: 'Member/NonMemberDialog',
  component: NonMemberDialog,
  args: { open: true, onOpenChange: fn(), messengerHref: 'https://t.me/betkit_support' },
} satisfies Meta<typeof NonMemberDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 1: visitors are pointed to the chat channel, opened in a new tab without access to this page. */
export const Default: Story = {
  play: async ({ args }) => {
    const view = within(await screen.findByRole('dialog', { name: '비회원문의' }));
    const link = view.getByRole('link', { name: /메신저 상담 열기/ });
    await expect(link).toHaveAttribute('href', 'https://t.me/betkit_support');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The footer's close and the dialog's × share the name; either closes it.
    await userEvent.click(view.getAllByRole('button', { name: '닫기' })[0]!);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The 424 px layout. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    await expect(within(await screen.findByRole('dialog', { name: '비회원문의' })).getByRole('link', { name: /메신저/ })).toBeVisible();
  },
};
