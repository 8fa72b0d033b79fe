import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { backOfficeNoticeLabels } from './labels';
import { BackOfficeNotice } from './BackOfficeNotice';

const meta = {
  title: 'Shell/BackOfficeNotice',
  component: BackOfficeNotice,
  args: { nickname: '관리자', onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BackOfficeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin redirected to /admin reads where to go and logs out with the one button. */
export const Default: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: backOfficeNoticeLabels.heading,
      })
    ).toBeVisible();
    await expect(canvas.getByText('관리자')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** While the logout runs the button is disabled, so a second press cannot send a second logout. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  globals: atViewport('mobile'),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: backOfficeNoticeLabels.logout });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};
