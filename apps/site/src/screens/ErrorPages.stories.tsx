import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bettingMessages } from '@betkit/domain';
import { scenarios, SERVICE_UNAVAILABLE_TEXT } from '@betkit/mocks';
import InplayPage from '../sports/InplayPage';
import { siteScreen } from '../stories/siteDecorator';
import { ScreenErrorBoundary } from './ErrorPages';
import { errorLabels } from './labels';

/** A screen whose render fails the way a stale chunk does: with the browser's English text. */
function BrokenScreen(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/InplayPage.js');
}

const meta = {
  title: 'Site/Screens/ErrorPages',
  ...siteScreen({ route: '/inplay' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The in-play board's first load meets a 503 with the server's text (`scenarios.serviceUnavailable`): the
 * screen gives way to the error page with that status, '오류가 발생했습니다.', the text and the link home.
 */
export const ServerFault: Story = {
  parameters: { msw: { handlers: scenarios.serviceUnavailable } },
  render: () => (
    <ScreenErrorBoundary pathname="/inplay">
      <InplayPage />
    </ScreenErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: bettingMessages.errorOccurred }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('503')).toBeVisible();
    await expect(canvas.getByText(SERVICE_UNAVAILABLE_TEXT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  },
};

/** A screen that fails to render: status 500 and a Korean line, never the browser's English message. */
export const RenderFailed: Story = {
  render: () => (
    <ScreenErrorBoundary pathname="/inplay">
      <BrokenScreen />
    </ScreenErrorBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: bettingMessages.errorOccurred })).toBeVisible();
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText(errorLabels.unknown)).toBeVisible();
    await expect(canvas.queryByText(/Failed to fetch/)).toBeNull();
  },
};
