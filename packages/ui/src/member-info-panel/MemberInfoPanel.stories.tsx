import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatWon, levelIcon, levelLabel } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { MemberInfoPanel, memberQuickActions } from './MemberInfoPanel';
import { memberInfoPanelLabels as labels, unreadMessagesLabel } from './labels';

const member = { nickname: '행운의주인공', role: 1, emoney: 1_250_000, point: 12_500, comp: 3_200 };

const meta = {
  title: 'Member/MemberInfoPanel',
  component: MemberInfoPanel,
  args: { user: member, unreadCount: 0, cards: { normal: 2, vip: 0 }, onAction: fn() },
} satisfies Meta<typeof MemberInfoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given a level-1 member: 'LV.1' with the first badge, money with ₩, points, comps, cards and the six quick buttons. */
export const Member: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('region', { name: labels.panel }));
    await expect(panel.getByText(levelLabel(1))).toHaveTextContent(/^LV\.1$/);
    await expect(canvas.getByRole('region').querySelector('[data-level-icon]')).toHaveAttribute('data-level-icon', '1');
    await expect(panel.getByText('행운의주인공')).toBeVisible();
    await expect(panel.getByText(formatWon(1_250_000))).toHaveTextContent(/^₩1,250,000$/);
    await expect(panel.getByText('12,500')).toBeVisible();
    await expect(panel.getByText('3,200')).toBeVisible();
    const cards = within(panel.getByRole('group', { name: labels.cards }));
    await expect(cards.getByText(labels.normalCard).nextElementSibling).toHaveTextContent(/^2장$/);
    await expect(cards.getByText(labels.vipCard).nextElementSibling).toHaveTextContent(/^0장$/);
    await expect(panel.queryByRole('img', { name: /읽지 않은 쪽지/ })).toBeNull();

    const quick = within(panel.getByRole('group', { name: labels.quickActions }));
    const names = ['입금', '출금', '고객센터', '베팅내역', '출석체크', '룰렛'];
    await expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual(names);
    for (const [index, name] of names.entries()) {
      await userEvent.click(quick.getByRole('button', { name }));
      await expect(args.onAction).toHaveBeenLastCalledWith(memberQuickActions[index]);
    }
    await expect(panel.queryByRole('button', { name: labels.logout })).toBeNull();
    await userEvent.unhover(quick.getByRole('button', { name: '룰렛' }));
  },
};

/** Role 4 is shown as 'VIP' with the gem badge. */
export const Vip: Story = {
  args: { user: { ...member, nickname: '골드러시', role: 4, emoney: 8_400_000 }, cards: { normal: 5, vip: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(levelLabel(4))).toHaveTextContent(/^VIP$/);
    await expect(canvas.getByRole('region').querySelector('[data-level-icon]')).toHaveAttribute(
      'data-level-icon',
      String(levelIcon(4)),
    );
    await expect(canvas.getByText('₩8,400,000')).toBeVisible();
    await expect(canvas.getByText(labels.vipCard).nextElementSibling).toHaveTextContent(/^2장$/);
  },
};

/** Role 5 is shown as 'VVIP' with the crown. */
export const Vvip: Story = {
  args: { user: { ...member, nickname: '다이아몬드', role: 5, emoney: 52_000_000 }, cards: { normal: 9, vip: 4 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(levelLabel(5))).toHaveTextContent(/^VVIP$/);
    await expect(canvas.getByRole('region').querySelector('[data-level-icon]')).toHaveAttribute('data-level-icon', '5');
    await expect(canvas.getByText('₩52,000,000')).toBeVisible();
  },
};

/** A role above 5 reads 'LV.{role}' and falls back to the first badge. */
export const RoleAboveFive: Story = {
  args: { user: { ...member, nickname: '운영지원', role: 7 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('LV.7')).toBeVisible();
    await expect(canvas.getByRole('region').querySelector('[data-level-icon]')).toHaveAttribute('data-level-icon', '1');
  },
};

/** Given 3 unread messages, the badge reads '읽지 않은 쪽지 3개' and the messages button asks for them. */
export const UnreadMessages: Story = {
  args: { unreadCount: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const badge = canvas.getByRole('img', { name: unreadMessagesLabel(3) });
    await expect(badge).toHaveAccessibleName('읽지 않은 쪽지 3개');
    await expect(badge).toHaveTextContent('3');
    const button = canvas.getByRole('button', { name: `${labels.messages} 읽지 않은 쪽지 3개` });
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledWith('messages');
    await userEvent.unhover(button);
  },
};

/** The mobile panel (424 px) adds profile, delete-cookies and logout, reachable from the keyboard. */
export const Mobile: Story = {
  args: { variant: 'mobile', unreadCount: 12 },
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent, args }) => {
    const extras = within(canvas.getByRole('group', { name: labels.account }));
    await expect(extras.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '프로필',
      '쿠키삭제',
      '로그아웃',
    ]);
    await userEvent.click(extras.getByRole('button', { name: '프로필' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('profile');
    await userEvent.click(extras.getByRole('button', { name: '쿠키삭제' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('clearCookies');
    await userEvent.unhover(extras.getByRole('button', { name: '쿠키삭제' }));
    extras.getByRole('button', { name: '쿠키삭제' }).focus();
    await userEvent.tab();
    await expect(extras.getByRole('button', { name: '로그아웃' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('logout');
    await expect(canvas.getByRole('img', { name: '읽지 않은 쪽지 12개' })).toBeVisible();
  },
};

/** Spec 2: a partner (type not 0) also gets 파트너 관리 among the quick buttons; a member (type 0) never does. */
export const Partner: Story = {
  args: { user: { ...member, nickname: '대박총판', type: 1 } },
  play: async ({ canvas, userEvent, args }) => {
    const quick = within(canvas.getByRole('group', { name: labels.quickActions }));
    await userEvent.click(quick.getByRole('button', { name: labels.partnerManagement }));
    await expect(args.onAction).toHaveBeenLastCalledWith('partnerManagement');
  },
};
