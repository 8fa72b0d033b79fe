import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { MenuIcon, MyPageIcon, PersonIcon, PointIcon } from '../icons';
import { Marquee } from '../marquee/Marquee';
import {
  AppHeader,
  DemoBadge,
  HeaderAccount,
  HeaderBalance,
  HeaderBrand,
  HeaderClock,
  HeaderEnd,
  HeaderGuestButtons,
  HeaderIconButton,
  HeaderSession,
  HeaderSpacer,
  MenuTabs,
  NoticeStrip,
  type HeaderLinkProps,
} from './Header';

/** A plain anchor stands in for the site's router link. */
const renderLink = ({ href, children, ...props }: HeaderLinkProps) => (
  <a href={href} {...props} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

const tabs = ['국내형', '해외형', '스페셜', '인플레이', '미니게임'];
const labels = { money: '보유금액', logout: '로그아웃', login: '로그인', signUp: '회원가입', nonMember: '비회원문의' };

interface FrameHeaderDemoProps {
  /** A member's name and balance, or none for a guest. */
  member?: { nickname: string; amount: number };
  onOpenInfo: () => void;
  onLogout: () => void;
  onIcon: (name: string) => void;
  /** A guest's button pressed (login, sign-up, non-member). */
  onGuest: (name: string) => void;
  /** The desktop guest's third button, the non-member support. */
  nonMember?: boolean;
}

/** A guest's buttons, each reporting its press. */
function GuestButtons({ onGuest, nonMember = false }: Pick<FrameHeaderDemoProps, 'onGuest' | 'nonMember'>) {
  return (
    <HeaderGuestButtons
      labels={labels}
      onLogin={() => onGuest('login')}
      onSignUp={() => onGuest('signUp')}
      onNonMember={nonMember ? () => onGuest('nonMember') : undefined}
    />
  );
}

/** The desktop top bar as the site composes it, with the tabs' own row (one of the two shows). */
function DesktopHeader({ member, onOpenInfo, onLogout, onGuest, nonMember }: FrameHeaderDemoProps) {
  const menu = (placement: 'bar' | 'row') => (
    <MenuTabs label="주 메뉴" placement={placement}>
      {(className) =>
        tabs.map((tab, index) => (
          <a key={tab} href={`#${tab}`} className={className} aria-current={index === 1 ? 'page' : undefined}>
            {tab}
          </a>
        ))
      }
    </MenuTabs>
  );
  return (
    <>
      <AppHeader layout="desktop">
        <HeaderBrand name="BETKIT" label="Betkit 홈" renderLink={renderLink} />
        <DemoBadge text="데모 모드" shortText="데모" hint="데모 서버로 동작합니다." />
        {menu('bar')}
        <HeaderEnd>
          <HeaderClock dateTime="2026-11-28T12:00:00.000Z" label="현재 시각 (한국 시간)">
            2026-11-28 21:00:00 (GMT+9)
          </HeaderClock>
          {member ? (
            <HeaderAccount nickname={member.nickname} amount={member.amount} labels={labels} onOpenInfo={onOpenInfo} onLogout={onLogout} />
          ) : (
            <HeaderSession>
              <GuestButtons onGuest={onGuest} nonMember={nonMember} />
            </HeaderSession>
          )}
        </HeaderEnd>
      </AppHeader>
      {menu('row')}
    </>
  );
}

/** The phone's header: menu, brand, the short badge, balance (or a guest's buttons) and the icon buttons. */
function MobileHeader({ member, onIcon, onGuest }: FrameHeaderDemoProps) {
  return (
    <>
      <AppHeader layout="mobile">
        <HeaderIconButton label="메뉴" icon={<MenuIcon />} onClick={() => onIcon('메뉴')} />
        <HeaderBrand name="BETKIT" label="Betkit 홈" renderLink={renderLink} />
        <DemoBadge text="데모 모드" shortText="데모" hint="데모 서버로 동작합니다." compact />
        <HeaderSpacer />
        {member ? (
          <>
            <HeaderBalance amount={member.amount} label="보유금액" onClick={() => onIcon('보유금액')} />
            <HeaderIconButton label="포인트" icon={<PointIcon />} onClick={() => onIcon('포인트')} />
            <HeaderIconButton label="마이페이지" icon={<MyPageIcon />} onClick={() => onIcon('마이페이지')} />
            <HeaderIconButton label="내 정보" icon={<PersonIcon />} onClick={() => onIcon('내 정보')} />
          </>
        ) : (
          <GuestButtons onGuest={onGuest} />
        )}
      </AppHeader>
      <NoticeStrip>
        <span>점검 안내: 매주 월요일 06:00 ~ 08:00</span>
      </NoticeStrip>
    </>
  );
}

const meta = {
  title: 'Shell/AppHeader',
  component: DesktopHeader,
  args: { onOpenInfo: fn(), onLogout: fn(), onIcon: fn(), onGuest: fn() },
  globals: atViewport('desktop'),
} satisfies Meta<typeof DesktopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = { nickname: 'demo01', amount: 1_250_000 };

/** A guest at 1920 px: brand, badge, the tabs in the bar (the current one marked), clock, login and sign-up. */
export const DesktopGuest: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Betkit 홈' })).toHaveAttribute('href', '/');
    const menus = canvasElement.querySelectorAll('nav[aria-label="주 메뉴"]');
    await expect(menus[0]).toBeVisible();
    await expect(menus[1]).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: '해외형' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('time', { name: '현재 시각 (한국 시간)' })).toHaveAttribute('dateTime', '2026-11-28T12:00:00.000Z');
    await expect(canvas.getByRole('button', { name: '로그인' })).toBeVisible();
  },
};

/** The site's desktop guest: login, sign-up and the non-member support, each reporting its press. */
export const DesktopGuestNonMember: Story = {
  args: { nonMember: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await userEvent.click(canvas.getByRole('button', { name: '회원가입' }));
    await userEvent.click(canvas.getByRole('button', { name: '비회원문의' }));
    await expect(args.onGuest.mock.calls).toEqual([['login'], ['signUp'], ['nonMember']]);
  },
};

/** A member: the nickname opens the member's info, the balance is labelled, logout is called. */
export const DesktopMember: Story = {
  args: { member },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'demo01' }));
    await expect(args.onOpenInfo).toHaveBeenCalledOnce();
    await expect(canvas.getByText('보유금액')).toBeVisible();
    await expect(canvas.getByText(/1,250,000/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Below 1352 px the tabs take their own row, the nickname leaves the bar and the balance's label is read, not shown. */
export const TabletMember: Story = {
  args: { member },
  globals: atViewport('tablet'),
  play: async ({ canvas, canvasElement }) => {
    const menus = canvasElement.querySelectorAll('nav[aria-label="주 메뉴"]');
    await expect(menus[0]).not.toBeVisible();
    await expect(menus[1]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'demo01' })).toBeNull();
    const label = canvas.getByText('보유금액');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(/1,250,000/)).toBeVisible();
  },
};

/** The phone's guest header: the menu icon, the short badge (reading the full text), login and sign-up in one row. */
export const MobileGuest: Story = {
  render: (args) => <MobileHeader {...args} />,
  globals: atViewport('mobile'),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('데모 모드')).toHaveTextContent('데모');
    const menu = canvas.getByRole('button', { name: '메뉴' });
    await expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(menu);
    await expect(args.onIcon).toHaveBeenCalledWith('메뉴');
    const header = canvas.getByRole('banner').getBoundingClientRect();
    await expect(header.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The phone's member header: the balance (its label read) and the points, my-page and my-info icons, all in the row. */
export const MobileMember: Story = {
  args: { member },
  render: (args) => <MobileHeader {...args} />,
  globals: atViewport('mobile'),
  play: async ({ args, canvas, userEvent }) => {
    const balance = canvas.getByRole('button', { name: /1,250,000/ });
    await expect(balance).toHaveAccessibleName(expect.stringContaining('보유금액'));
    await userEvent.click(balance);
    await expect(args.onIcon).toHaveBeenCalledWith('보유금액');
    for (const name of ['포인트', '마이페이지', '내 정보']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await userEvent.click(button);
      await expect(args.onIcon).toHaveBeenCalledWith(name);
    }
  },
};

/** The phone's top-notice strip before its notice is read keeps the row the marquee then fills: nothing below shifts. */
export const NoticeStripWhileReading: Story = {
  render: () => (
    <>
      <div data-testid="reading">
        <NoticeStrip />
      </div>
      <div data-testid="read">
        <NoticeStrip>
          <Marquee text="점검 안내: 매주 월요일 06:00 ~ 08:00" label="상단 공지" />
        </NoticeStrip>
      </div>
    </>
  ),
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const reading = canvas.getByTestId('reading').getBoundingClientRect().height;
    await expect(reading).toBeGreaterThan(0);
    await expect(reading).toBe(canvas.getByTestId('read').getBoundingClientRect().height);
    // The reserved row says nothing to a screen reader.
    await expect(canvas.getByTestId('reading').firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};
