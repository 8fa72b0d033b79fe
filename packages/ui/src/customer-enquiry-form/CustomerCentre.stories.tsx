import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { customerEnquiryMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button';
import { CustomerCentre } from './CustomerCentre';
import { customerCentreLabels, customerEnquiryFormLabels } from './labels';

const meta = {
  title: 'Member/CustomerCentre',
  component: CustomerCentre,
  args: {
    onSubmit: fn(() => ({ ok: true, message: customerEnquiryMessages.completed })),
    accountEnquiry: <Button variant="secondary">계좌문의</Button>,
  },
  globals: atViewport('desktop'),
} satisfies Meta<typeof CustomerCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: its title and what happens to an enquiry, the 1:1 form, and the account enquiry under its own heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: customerCentreLabels.title })).toBeVisible();
    await expect(canvas.getByRole('form', { name: customerEnquiryFormLabels.form })).toBeVisible();
    const account = canvas.getByRole('region', { name: customerCentreLabels.accountTitle });
    await expect(account).toHaveTextContent(customerCentreLabels.accountIntro);
    await expect(canvas.getByRole('button', { name: '계좌문의' })).toBeVisible();
  },
};
