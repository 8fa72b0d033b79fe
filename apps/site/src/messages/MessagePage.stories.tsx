import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { messageBoxLabels } from '@betkit/ui';
import { atViewport } from '@betkit/storybook/viewports';
import { expectLoginGate, memberScreen } from '../stories/siteDecorator';
import MessagePage from './MessagePage';
import { messagePageLabels } from './messageLabels';

const WAIT = { timeout: 20_000 };

const meta = {
  title: 'Site/Member/MessagePage',
  ...memberScreen(MessagePage, '/message', 'member02'),
} satisfies Meta<typeof MessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = () => screen.findByRole('region', { name: messageBoxLabels.list }, WAIT);

/** At 1920 px: member02's two messages from the demo backend, the unread one first and marked. */
export const Desktop: Story = {
  globals: atViewport('desktop'),
  play: async () => {
    const items = within(await box()).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByText(messageBoxLabels.unread)).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1, name: messagePageLabels.title })).toBeVisible();
    await expect(screen.getByText('총 2통 · 안읽음 1통')).toBeVisible();
  },
};

/** At 424 px: the same list, the date under each title. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const items = within(await box()).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]!.getBoundingClientRect().right).toBeLessThanOrEqual(424);
  },
};

/** The list cannot be read (503 with the server's text): the text shows with a retry, never an empty box. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        // The unread count shares the path pattern: it falls through to the demo backend.
        http.get('*/message/user/:id', ({ params }) => (params.id === 'count' ? undefined : HttpResponse.text('쪽지 서버 점검 중입니다', { status: 503 }))),
      ],
    },
  },
  play: async () => {
    await expect(await screen.findByText('쪽지 서버 점검 중입니다', {}, WAIT)).toBeVisible();
    await expect(screen.getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expect(screen.queryByRole('region', { name: messageBoxLabels.list })).toBeNull();
  },
};

/** A guest is asked to log in; no message list. */
export const Guest: Story = {
  globals: atViewport('desktop'),
  parameters: { member: '' },
  play: () => expectLoginGate(() => screen.queryByRole('region', { name: messageBoxLabels.list })),
};
