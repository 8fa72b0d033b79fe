import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { bettingMessages } from '@betkit/domain';
import { scenarios } from '@betkit/mocks';
import { gameBoardLabels } from '@betkit/ui';
import { siteScreen } from '../stories/siteDecorator';
import { thirdPartyLabels } from './labels';
import ThirdPartyPage from './ThirdPartyPage';

const meta = {
  title: 'Site/Games/ThirdPartyPage',
  component: ThirdPartyPage,
  ...siteScreen({ route: '/casino' }),
} satisfies Meta<typeof ThirdPartyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo backend's play link for Evolution's first game, played by demo01 on a desktop (PC). */
const EVOLUTION_PLAY_LINK = '/demo-game.html?provider=evolution&game=evo_speed_baccarat_a&platform=PC&user=demo01';

/** A stand-in for the window `window.open('', '_blank')` returns: it records what the page does to it. */
function fakeWindow() {
  return { opener: window as unknown, closed: false, location: { href: '' }, close: fn() };
}

/** Makes `window.open` answer `answer`. */
function stubWindowOpen(answer: unknown) {
  return spyOn(window, 'open').mockImplementation(() => answer as Window | null);
}

/** Runs `body` with `window.open` answering `answer`, and always puts the real one back. */
async function withWindowOpen(answer: unknown, body: (open: ReturnType<typeof stubWindowOpen>) => Promise<void>) {
  const open = stubWindowOpen(answer);
  try {
    await body(open);
  } finally {
    open.mockRestore();
  }
}

/** A guest pressing a provider gets '로그인 후 이용해주세요.', then the login dialog; no window is opened. */
export const Guest: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(thirdPartyLabels.guestNote)).toBeVisible();
    await withWindowOpen(null, async (open) => {
      await userEvent.click(canvas.getByRole('button', { name: gameBoardLabels.playProvider('Evolution') }));
      const alert = await screen.findByRole('alertdialog');
      await expect(alert).toHaveAccessibleDescription(bettingMessages.loginRequired);
      await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
      await expect(await screen.findByRole('dialog', { name: '로그인' })).toBeVisible();
      await expect(open).not.toHaveBeenCalled();
    });
  },
};

/** A member on /slot sees the slot providers, each with a launch button. */
export const MemberList: Story = {
  parameters: { route: '/slot', member: 'demo01' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: thirdPartyLabels.title.slot })).toBeVisible();
    const list = canvas.getByRole('list', { name: thirdPartyLabels.providers.slot });
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: gameBoardLabels.playProvider('Pragmatic Play') })).toBeEnabled();
    await expect(within(list).getByRole('button', { name: gameBoardLabels.playProvider('Habanero') })).toBeEnabled();
    await expect(canvas.queryByText(thirdPartyLabels.guestNote)).toBeNull();
  },
};

/** The window opens inside the click (popup blockers allow it), loses its opener, then gets the demo's play link; a double click launches once. */
export const LaunchSuccess: Story = {
  parameters: { member: 'demo01' },
  play: async ({ canvas, userEvent }) => {
    const popup = fakeWindow();
    await withWindowOpen(popup, async (open) => {
      const button = await canvas.findByRole('button', { name: gameBoardLabels.playProvider('Evolution') });
      await userEvent.dblClick(button);
      await waitFor(() => expect(popup.location.href).toBe(EVOLUTION_PLAY_LINK));
      await expect(open).toHaveBeenCalledTimes(1);
      await expect(open).toHaveBeenCalledWith('', '_blank');
      await expect(popup.opener).toBeNull();
      await expect(popup.close).not.toHaveBeenCalled();
      await waitFor(() => expect(button.closest('article')).toHaveAttribute('data-state', 'opened'));
      await expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  },
};

/** On a phone-width viewport (767 px or less) the play link is asked for the MOBILE platform. */
export const LaunchMobile: Story = {
  parameters: { route: '/slot', member: 'demo01' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const popup = fakeWindow();
    await withWindowOpen(popup, async () => {
      await userEvent.click(await canvas.findByRole('button', { name: gameBoardLabels.playProvider('Pragmatic Play') }));
      await waitFor(() => expect(popup.location.href).toBe('/demo-game.html?provider=pragmatic&game=vs20olympgate&platform=MOBILE&user=demo01'));
      await expect(popup.opener).toBeNull();
    });
  },
};

/** The provider answers no game list or link: the blank window closes and '점검중입니다.' is alerted. */
export const Maintenance: Story = {
  parameters: { member: 'demo01', msw: { handlers: scenarios.thirdPartyMaintenance } },
  play: async ({ canvas, userEvent }) => {
    const popup = fakeWindow();
    await withWindowOpen(popup, async () => {
      await userEvent.click(await canvas.findByRole('button', { name: gameBoardLabels.playProvider('Evolution') }));
      const alert = await screen.findByRole('alertdialog');
      await expect(alert).toHaveAccessibleDescription(bettingMessages.underMaintenance);
      await expect(popup.close).toHaveBeenCalled();
      await expect(popup.location.href).toBe('');
      await expect(canvas.getByText(gameBoardLabels.maintenanceBadge)).toBeVisible();
    });
  },
};

/** The browser blocks the window (window.open answers null): the spec's two-line message, exactly. */
export const PopupBlocked: Story = {
  parameters: { member: 'demo01' },
  play: async ({ canvas, userEvent }) => {
    await withWindowOpen(null, async () => {
      await userEvent.click(await canvas.findByRole('button', { name: gameBoardLabels.playProvider('Microgaming') }));
      const alert = await screen.findByRole('alertdialog');
      await expect(alert).toHaveTextContent(bettingMessages.popupBlocked, { normalizeWhitespace: false });
      await expect(canvas.getByText(gameBoardLabels.blockedBadge)).toBeVisible();
    });
  },
};
