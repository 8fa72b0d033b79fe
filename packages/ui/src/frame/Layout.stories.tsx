import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button/Button';
import { vars } from '../theme/contract.css';
import { MenuIcon } from '../icons';
import { SlipColumn } from './SlipColumn';
import { BelowNotebook, FrameBody, FramePage, LoadingLine, RailDrawer, SideColumn } from './Layout';
import { useFrameDrawer } from './useFrameDrawer';

/** A stand-in box of a column's content. */
function Filler({ label, height = 240 }: { label: string; height?: number }) {
  return (
    <div style={{ minHeight: height, padding: vars.space.md, background: vars.color.surface.raised, color: vars.color.text.primary }}>{label}</div>
  );
}

/** The desktop body as the site composes it: the sport rail, the page, the slip column and the member column. */
function DesktopBody({ slip }: { slip: boolean }) {
  // The site passes its location's key: a navigation closes both drawers.
  const { open: railOpen, toggle: toggleRail, handleRef: railHandleRef, panelRef: railRef } = useFrameDrawer('story');
  const { open: memberOpen, toggle: toggleMember, handleRef: memberButtonRef, panelRef: memberRef } = useFrameDrawer('story');
  const panelId = useId();
  const memberId = useId();
  return (
    <>
      <BelowNotebook>
        <Button ref={memberButtonRef} size="sm" variant="secondary" aria-expanded={memberOpen} aria-controls={memberId} onClick={toggleMember}>
          내 정보
        </Button>
      </BelowNotebook>
      <FrameBody slip={slip}>
        <RailDrawer
          ref={railRef}
          handleRef={railHandleRef}
          label="종목 메뉴"
          handle={
            <>
              <MenuIcon />
              종목
            </>
          }
          open={railOpen}
          onToggle={toggleRail}
          panelId={panelId}
        >
          <Filler label="종목 트리" />
        </RailDrawer>
        <main aria-label="본문" style={{ minWidth: 0 }}>
          <Filler label="페이지" height={600} />
        </main>
        {slip ? (
          <SlipColumn>
            <Filler label="베팅 슬립" />
          </SlipColumn>
        ) : null}
        <SideColumn ref={memberRef} id={memberId} label="회원 정보" open={memberOpen}>
          <Filler label="회원 패널" />
        </SideColumn>
      </FrameBody>
    </>
  );
}

const meta = {
  title: 'Shell/FrameLayout',
  component: DesktopBody,
  args: { slip: true },
  globals: atViewport('desktop'),
} satisfies Meta<typeof DesktopBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1920 px: the tree open as a column, page, slip and member columns side by side; no handle, no drawer button. */
export const FullDesktop: Story = {
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('complementary', { name: '종목 메뉴' });
    await expect(canvas.getByText('종목 트리')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '종목' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '내 정보' })).toBeNull();
    const page = canvas.getByRole('main', { name: '본문' }).getBoundingClientRect();
    const slip = canvas.getByRole('complementary', { name: '베팅카트' }).getBoundingClientRect();
    const member = canvas.getByRole('complementary', { name: '회원 정보' }).getBoundingClientRect();
    await expect(tree.getBoundingClientRect().right).toBeLessThan(page.left);
    await expect(page.right).toBeLessThan(slip.left);
    await expect(slip.right).toBeLessThan(member.left);
  },
};

/** Notebook widths: the tree waits behind the rail's handle; a press opens it over the page, a second closes it. */
export const NotebookRail: Story = {
  globals: atViewport('notebook'),
  play: async ({ canvas, userEvent }) => {
    const handle = canvas.getByRole('button', { name: '종목' });
    await expect(canvas.getByText('종목 트리')).not.toBeVisible();
    await userEvent.click(handle);
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('종목 트리')).toBeVisible();
    await userEvent.click(handle);
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.unhover(handle);
    await expect(canvas.getByText('종목 트리')).not.toBeVisible();
  },
};

/** Below 1352 px the member column is a drawer under the top bar, opened by the button shown there. */
export const TabletMemberDrawer: Story = {
  args: { slip: false },
  globals: atViewport('tablet'),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('complementary', { name: '회원 정보' })).toBeNull();
    const button = canvas.getByRole('button', { name: '내 정보' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = canvas.getByRole('complementary', { name: '회원 정보' }).getBoundingClientRect();
    await expect(drawer.width).toBe(352);
    await expect(drawer.right).toBe(window.innerWidth);
  },
};

/** Esc closes an open drawer, and focus, when it was inside, goes back to the handle. */
export const NotebookRailEscape: Story = {
  globals: atViewport('notebook'),
  play: async ({ canvas, userEvent }) => {
    const handle = canvas.getByRole('button', { name: '종목' });
    await userEvent.click(handle);
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
    await expect(handle).toHaveFocus();
    await userEvent.unhover(handle);
    await expect(canvas.getByText('종목 트리')).not.toBeVisible();
  },
};

/** The phone's page: the landmark at least a screen high (here its chunk still loading), the foot clear of the bottom bar. */
export const MobilePage: Story = {
  globals: atViewport('mobile'),
  render: () => (
    <FramePage layout="mobile" label="본문" foot={<Filler label="바닥글" height={80} />}>
      <LoadingLine>불러오는 중입니다.</LoadingLine>
    </FramePage>
  ),
  play: async ({ canvas }) => {
    const page = canvas.getByRole('main', { name: '본문' });
    await expect(page.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중입니다.');
    const foot = canvas.getByRole('contentinfo');
    await expect(getComputedStyle(foot.parentElement!).paddingBottom).not.toBe('0px');
  },
};

/** The desktop page's column: the chrome over the page, the page a screen high, its foot under it. */
export const DesktopPage: Story = {
  render: () => (
    <FramePage layout="desktop" label="본문" chrome={<Filler label="바로가기" height={40} />} foot={<Filler label="바닥글" height={80} />}>
      <Filler label="페이지" height={300} />
    </FramePage>
  ),
  play: async ({ canvas }) => {
    const chrome = canvas.getByText('바로가기').getBoundingClientRect();
    const page = canvas.getByRole('main', { name: '본문' }).getBoundingClientRect();
    const foot = canvas.getByRole('contentinfo').getBoundingClientRect();
    await expect(chrome.bottom).toBeLessThanOrEqual(page.top);
    await expect(page.height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(page.bottom).toBeLessThanOrEqual(foot.top);
  },
};
