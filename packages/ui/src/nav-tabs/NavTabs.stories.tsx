import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NavTabs, type NavTabLinkProps } from './NavTabs';

/** A plain anchor stands in for the site's router link. */
const renderLink = ({ href, children, ...props }: NavTabLinkProps) => (
  <a href={href} {...props} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

const bettingTabs = [
  { key: 'all', href: '/europe', label: '전체', current: false },
  { key: 'winner', href: '/europe?tab=winner', label: '승무패', current: false },
  { key: 'handicap', href: '/europe?tab=handicap', label: '핸디캡', current: false },
  { key: 'underOver', href: '/europe?tab=underOver', label: '언더/오버', current: true },
  { key: 'other', href: '/europe?tab=other', label: '기타', current: false },
];

const meta = {
  title: 'Base/NavTabs',
  component: NavTabs,
  args: { label: '베팅 유형', items: bettingTabs, variant: 'line', renderLink },
} satisfies Meta<typeof NavTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A board's filters as line tabs: the current view is the page's (aria-current). */
export const Line: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '베팅 유형' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: '언더/오버' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '전체' })).not.toHaveAttribute('aria-current');
  },
};

/** The mobile board's bet styles as pills. */
export const Pill: Story = {
  args: {
    label: '베팅 방식',
    variant: 'pill',
    items: [
      { key: 'europe', href: '/m/europe', label: '유럽형', current: true },
      { key: 'korean', href: '/m/korean', label: '국내형', current: false },
      { key: 'event', href: '/m/event', label: '이벤트', current: false },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '유럽형' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '국내형' })).toHaveAttribute('href', '/m/korean');
  },
};
