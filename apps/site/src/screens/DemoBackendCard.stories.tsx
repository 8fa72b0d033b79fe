import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import { siteScreen } from '../stories/siteDecorator';
import DemoBackendCard from './DemoBackendCard';
import { homeLabels } from './labels';

const meta = {
  title: 'Site/Screens/DemoBackendCard',
  component: DemoBackendCard,
  ...siteScreen(),
} satisfies Meta<typeof DemoBackendCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In demo mode (the demo backend of .storybook/preview, clock fixed) the card at the foot of every page shows the in-browser backend answering, with its start time in Korean time. */
export const DemoReady: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(homeLabels.demoReady)).toBeVisible();
    await expect(canvas.getByText(`${homeLabels.demoStartedAt} 2026-11-22 21:00:00`)).toBeVisible();
  },
};

/** While the demo backend has not answered yet. */
export const DemoLoading: Story = {
  parameters: { msw: { handlers: [http.get('/__demo/status', async () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(homeLabels.demoLoading);
    await expect(canvas.getByRole('button', { name: homeLabels.demoReset })).toBeDisabled();
  },
};

/** When the demo backend fails, the failure is shown, not swallowed. */
export const DemoFailed: Story = {
  parameters: { msw: { handlers: [http.get('/__demo/status', () => new HttpResponse(null, { status: 503 }))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(homeLabels.demoFailed);
  },
};

/** Resetting asks first through the global confirm, then reports through the global alert. */
export const DemoReset: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(homeLabels.demoReady);
    await userEvent.click(canvas.getByRole('button', { name: homeLabels.demoReset }));
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleDescription(homeLabels.demoResetConfirm);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(homeLabels.demoResetDone));
  },
};

/** Against a real API there is no demo card. */
export const RealApi: Story = {
  parameters: { siteMode: 'api' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(homeLabels.demoTitle)).toBeNull();
    await expect(canvas.queryByRole('button', { name: homeLabels.demoReset })).toBeNull();
  },
};
