import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { WithdrawPanel } from './WithdrawPanel';
import { withdrawPanelLabels } from './labels';

const block = (text: string) => <p style={{ margin: 0, padding: 16, border: '1px dashed currentColor' }}>{text}</p>;

const meta = {
  title: 'Money/WithdrawPanel',
  component: WithdrawPanel,
  args: { form: block('출금신청 양식'), history: block('출금내역 목록') },
  globals: atViewport('desktop'),
} satisfies Meta<typeof WithdrawPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the form with the history beside it, under its h2. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: withdrawPanelLabels.historyTitle });
    const form = canvas.getByText('출금신청 양식');
    await expect(history.getBoundingClientRect().left).toBeGreaterThan(form.getBoundingClientRect().right);
  },
};

/** A phone: request and history are two tabs, the request first. */
export const Mobile: Story = {
  args: { mobile: true },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: withdrawPanelLabels.requestTab })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('출금신청 양식')).toBeVisible();
  },
};

/** A phone after the history tab is picked: the history shows instead of the form. */
export const MobileHistory: Story = {
  args: { mobile: true },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: withdrawPanelLabels.historyTab }));
    await expect(canvas.getByText('출금내역 목록')).toBeVisible();
  },
};
