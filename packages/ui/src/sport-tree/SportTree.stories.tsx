import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SportTree, SportTreeBranches, SportTreeLink, SportTreeLinks, SportTreeStatus, type SportTreeLinkRenderProps } from './SportTree';
import { sportTreeLabels } from './labels';

/** A plain anchor stands in for the site's router link. */
const renderLink = ({ href, children, ...props }: SportTreeLinkRenderProps) => (
  <a href={href} {...props} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

const sports = [
  { id: 6046, name: '축구', count: 52 },
  { id: 154914, name: '야구', count: 24 },
];
const countries = [
  { id: 44, name: '잉글랜드', count: 10 },
  { id: 82, name: '대한민국', count: 12 },
];
const premierLeague = '/europe?sport_id=6046&location_id=44&league=1003';

/** A tree with its own open branches; `current` marks the board's filter. */
function Tree({ initiallyOpen = [], current, onSearch }: { initiallyOpen?: string[]; current?: string; onSearch: (text: string) => void }) {
  const [open, setOpen] = useState<string[]>(initiallyOpen.slice(0, 1));
  const [openCountries, setOpenCountries] = useState<string[]>(initiallyOpen.slice(1));
  return (
    <SportTree onSearch={onSearch}>
      <SportTreeBranches level="sport" branches={sports} open={open} onOpenChange={setOpen}>
        {(sport) => (
          <>
            <SportTreeLink
              link={{ href: `/europe?sport_id=${sport.id}`, name: sportTreeLabels.all(sport.name), current: false }}
              renderLink={renderLink}
            />
            <SportTreeBranches level="location" branches={countries} open={openCountries} onOpenChange={setOpenCountries}>
              {(country) => (
                <SportTreeLinks
                  renderLink={renderLink}
                  links={[
                    { href: `/europe?sport_id=${sport.id}&location_id=${country.id}`, name: sportTreeLabels.all(country.name), current: false },
                    { href: premierLeague, name: '프리미어리그', count: 10, current: current === premierLeague },
                    {
                      href: '/europe?sport_id=6046&location_id=44&league=1004',
                      name: '잉글리시 풋볼 리그 챔피언십 (2부…',
                      title: '잉글리시 풋볼 리그 챔피언십 (2부 리그)',
                      count: 8,
                      current: false,
                    },
                  ]}
                />
              )}
            </SportTreeBranches>
          </>
        )}
      </SportTreeBranches>
    </SportTree>
  );
}

const meta = {
  title: 'Betting/SportTree',
  component: SportTree,
  args: { onSearch: fn(), children: null },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SportTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sports with their counts, every branch closed; Enter with only spaces searches nothing. */
export const Collapsed: Story = {
  render: (args) => <Tree onSearch={args.onSearch} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: sportTreeLabels.nav })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '축구 52경기' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: '잉글랜드 10경기' })).toBeNull();
    const box = canvas.getByRole('searchbox', { name: sportTreeLabels.search });
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, ' 맨체스터 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('맨체스터');
  },
};

/** Opening 축구 then 잉글랜드 shows its leagues as links; a cut name carries its full name. */
export const Expanded: Story = {
  render: (args) => <Tree onSearch={args.onSearch} />,
  play: async ({ canvas, userEvent }) => {
    const football = canvas.getByRole('button', { name: '축구 52경기' });
    await userEvent.click(football);
    await expect(football).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: sportTreeLabels.all('축구') })).toHaveAttribute('href', '/europe?sport_id=6046');
    await userEvent.click(canvas.getByRole('button', { name: '잉글랜드 10경기' }));
    await expect(canvas.getByRole('link', { name: '프리미어리그 10경기' })).toHaveAttribute('href', premierLeague);
    await expect(canvas.getByRole('link', { name: /잉글리시 풋볼 리그/ })).toHaveAttribute('title', '잉글리시 풋볼 리그 챔피언십 (2부 리그)');
  },
};

/** The board's filter is a league: its branches are open and its link is the current page. */
export const Selected: Story = {
  render: (args) => <Tree onSearch={args.onSearch} initiallyOpen={['6046', '44']} current={premierLeague} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '프리미어리그 10경기' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '축구 52경기' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** While the sports load. */
export const Loading: Story = {
  args: { children: <SportTreeStatus state="loading" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(sportTreeLabels.loading);
  },
};

/** The sports failed: the server's text and a retry that reads again. */
export const Failed: Story = {
  args: { children: <SportTreeStatus state="failed" message="서버와 연결할 수 없습니다." onRetry={fn()} /> },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(sportTreeLabels.failed);
    await expect(alert).toHaveTextContent('서버와 연결할 수 없습니다.');
    await userEvent.click(within(alert).getByRole('button', { name: sportTreeLabels.retry }));
  },
};

/** No sport has fixtures. */
export const Empty: Story = {
  args: { children: <SportTreeStatus state="empty" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(sportTreeLabels.empty);
  },
};
