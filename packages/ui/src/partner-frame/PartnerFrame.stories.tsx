import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { recordedLink } from '@betkit/storybook/links';
import { atViewport } from '@betkit/storybook/viewports';
import { FigureCards } from '../figure-cards/FigureCards';
import { PageSection } from '../frame/PageSection';
import { payableFigures } from '../figure-cards/FigureCards.fixtures';
import { PartnerFrame, partnerMenuItems } from './PartnerFrame';
import { partnerFrameLabels, partnerMenuLabels } from './labels';

const followed = fn();
const Link = recordedLink(followed);

const meta = {
  title: 'Partner/PartnerFrame',
  component: PartnerFrame,
  args: {
    nickname: '파트너01',
    contractPercentBp: 2050,
    items: partnerMenuItems('pt'),
    renderLink: (link) => <Link {...link} />,
    onLogout: fn(),
    children: (
      <PageSection title={partnerMenuLabels.pt} width="full">
        <FigureCards figures={payableFigures} />
      </PageSection>
    ),
  },
  parameters: { padded: false },
  globals: atViewport('desktop'),
  beforeEach: () => followed.mockClear(),
} satisfies Meta<typeof PartnerFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1920 px: the side menu beside the dashboard, its entry current; the nickname and contract percent; back link and logout. */
export const Desktop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const menu = canvas.getByRole('navigation', { name: partnerFrameLabels.menu });
    await expect(within(menu).getAllByRole('link')).toHaveLength(Object.keys(partnerMenuLabels).length);
    await expect(within(menu).getByRole('link', { name: partnerMenuLabels.pt })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main', { name: partnerMenuLabels.pt })).toBeVisible();
    await expect(canvas.getByText('파트너01')).toBeVisible();
    await expect(canvas.getByText('계약 요율 20.5%')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: partnerFrameLabels.openMenu })).toBeNull();
    await userEvent.click(within(menu).getByRole('link', { name: partnerMenuLabels.member }));
    await expect(followed).toHaveBeenCalledWith('/partner/member');
    await userEvent.click(canvas.getByRole('link', { name: partnerFrameLabels.backToSite }));
    await expect(followed).toHaveBeenCalledWith('/');
    await userEvent.click(canvas.getByRole('button', { name: partnerFrameLabels.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A partner with no contract percent set says so rather than showing 0 %. */
export const NoContractPercent: Story = {
  args: { contractPercentBp: undefined, items: partnerMenuItems('analysis'), children: <PageSection title={partnerMenuLabels.analysis} width="full">{null}</PageSection> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(partnerFrameLabels.noContractPercent)).toBeVisible();
    await expect(canvas.getByRole('link', { name: partnerMenuLabels.analysis })).toHaveAttribute('aria-current', 'page');
  },
};

/** At 424 px: no side menu; the menu button opens the drawer with the menu, back link and logout; following an entry closes it. */
export const Phone: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: partnerFrameLabels.menu })).toBeNull();
    await expect(canvas.getByText('계약 요율 20.5%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: partnerFrameLabels.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: partnerFrameLabels.menu });
    await expect(within(drawer).getByRole('link', { name: partnerMenuLabels.pt })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).getByRole('link', { name: partnerFrameLabels.backToSite })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: partnerFrameLabels.logout })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: partnerMenuLabels.calc }));
    await expect(followed).toHaveBeenCalledWith('/partner/calc');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The phone's drawer open, for its picture. */
export const PhoneMenuOpen: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: partnerFrameLabels.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: partnerFrameLabels.menu });
    await Promise.all(drawer.getAnimations().map((animation) => animation.finished));
    await expect(within(drawer).getAllByRole('link')).toHaveLength(Object.keys(partnerMenuLabels).length + 1);
  },
};

/** At 768 px (the narrowest desktop) the side menu already stands beside the page. */
export const Tablet: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: partnerFrameLabels.menu })).toBeVisible();
  },
};
