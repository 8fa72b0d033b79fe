import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { FloatingTabBar, QuickLinkBar, type ChromeItem, type ChromeLinkProps } from './Chrome';

const quickLinks = ['입금', '출금', '고객센터', '출석체크'];
const floatingTabs = ['베팅규정', '우회 도메인', '입금', '출금', '베팅결과', 'FAQ', '메신저'];

/** A plain anchor stands in for the site's router link; the demo's one route is the current page. */
const renderLink = ({ href, className, children }: ChromeLinkProps) => (
  <a href={href} className={className} aria-current="page">
    {children}
  </a>
);

/** The two bars as the site fills them: a link marked current, the others buttons opening dialogs. */
function ChromeDemo({ onPress }: { onPress: (name: string) => void }) {
  const quickItems = quickLinks.map((name, index): ChromeItem => (index === 2 ? { label: name, to: '#customer' } : { label: name, dialog: true, onSelect: () => onPress(name) }));
  const tabItems = floatingTabs.map((name): ChromeItem => ({ label: name, onSelect: () => onPress(name) }));
  return (
    <>
      <QuickLinkBar label="바로가기" items={quickItems} renderLink={renderLink} />
      <FloatingTabBar label="플로팅 메뉴" items={tabItems} renderLink={renderLink} />
    </>
  );
}

const meta = {
  title: 'Shell/ChromeBars',
  component: ChromeDemo,
  args: { onPress: fn() },
  globals: atViewport('desktop'),
} satisfies Meta<typeof ChromeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1920 px: the quick links in a row, the floating tabs a column at the screen's bottom right. */
export const FullDesktop: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const quick = canvas.getByRole('navigation', { name: '바로가기' });
    const items = Array.from(quick.querySelectorAll('li'), (item) => item.getBoundingClientRect().top);
    await expect(new Set(items).size).toBe(1);
    await expect(canvas.getByRole('link', { name: '고객센터' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getAllByRole('button', { name: '입금' })[0]!);
    await expect(args.onPress).toHaveBeenCalledWith('입금');
    const bar = canvas.getByRole('navigation', { name: '플로팅 메뉴' }).querySelector('ul')!.getBoundingClientRect();
    await expect(bar.bottom).toBeLessThan(window.innerHeight);
    await expect(bar.right).toBeLessThan(window.innerWidth);
    await expect(bar.height).toBeGreaterThan(bar.width);
  },
};

/** At notebook widths the floating tabs lie in two columns, 300 px wide (the member column's width). */
export const LaptopFloatingTabs: Story = {
  globals: atViewport('laptop'),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: '플로팅 메뉴' }).querySelector('ul')!;
    await expect(bar.getBoundingClientRect().width).toBe(300);
    const [first, second] = Array.from(bar.querySelectorAll('li'), (item) => item.getBoundingClientRect());
    await expect(first?.top).toBe(second?.top);
  },
};
