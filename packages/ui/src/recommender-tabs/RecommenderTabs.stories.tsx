import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { recordedLink } from '@betkit/storybook/links';
import { atViewport } from '@betkit/storybook/viewports';
import { FigureCards } from '../figure-cards/FigureCards';
import { carriedFigures } from '../figure-cards/FigureCards.fixtures';
import { PageSection } from '../frame/PageSection';
import { LedgerTable } from '../ledger-table/LedgerTable';
import { memberColumns, memberRows } from '../ledger-table/LedgerTable.fixtures';
import { RecommenderTabs } from './RecommenderTabs';
import { recommenderTabLabels, recommenderTabsLabels } from './labels';

const followed = fn();
const Link = recordedLink(followed);

const meta = {
  title: 'Partner/RecommenderTabs',
  component: RecommenderTabs,
  args: {
    current: 'pt',
    nickname: '추천인01',
    renderLink: (link) => <Link {...link} />,
    onLogout: fn(),
    children: (
      <PageSection title={recommenderTabLabels.pt} width="full">
        <FigureCards figures={carriedFigures} />
      </PageSection>
    ),
  },
  parameters: { padded: false },
  globals: atViewport('desktop'),
  beforeEach: () => followed.mockClear(),
} satisfies Meta<typeof RecommenderTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The losing settlement tab on the light theme: five tabs as links, the current one marked; back link and logout. */
export const LosingSettlement: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('[data-theme="light"]')).not.toBeNull();
    const tabs = canvas.getByRole('navigation', { name: recommenderTabsLabels.tabs });
    await expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(Object.values(recommenderTabLabels));
    await expect(within(tabs).getByRole('link', { name: recommenderTabLabels.pt })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main', { name: recommenderTabLabels.pt })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('link', { name: recommenderTabLabels.calc }));
    await expect(followed).toHaveBeenCalledWith('/recommender/calc');
    await userEvent.click(canvas.getByRole('link', { name: recommenderTabsLabels.backToSite }));
    await expect(followed).toHaveBeenCalledWith('/');
    await userEvent.click(canvas.getByRole('button', { name: recommenderTabsLabels.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The members tab: the ledger on the light theme. */
export const Members: Story = {
  args: {
    current: 'member',
    children: (
      <PageSection title={recommenderTabLabels.member} width="full">
        <LedgerTable
          title={recommenderTabLabels.member}
          columns={memberColumns}
          rows={memberRows(5)}
          rowKey={(row) => row.userId}
          totalCount={5}
          page={1}
          pageSize={10}
          onPageChange={fn()}
        />
      </PageSection>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: recommenderTabLabels.member })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('table', { name: recommenderTabLabels.member })).toBeVisible();
  },
};

/** At 424 px the five tabs share the row and the header wraps under the title. */
export const AtMobile: Story = {
  ...Members,
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: recommenderTabsLabels.tabs });
    await expect(tabs.getBoundingClientRect().right).toBeLessThanOrEqual(424);
    await expect(canvas.getByRole('button', { name: recommenderTabsLabels.logout })).toBeVisible();
  },
};
