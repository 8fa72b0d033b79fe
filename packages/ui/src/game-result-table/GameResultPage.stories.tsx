import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import type { NavTabLinkProps } from '../nav-tabs';
import { GameResultPage } from './GameResultPage';
import { gameResultPageLabels } from './labels';

const renderLink = ({ href, children, ...props }: NavTabLinkProps) => (
  <a href={href} {...props}>
    {children}
  </a>
);

const meta = {
  title: 'Betting/GameResultPage',
  component: GameResultPage,
  args: { kind: 'minigame', hrefOf: (kind) => `#${kind}`, renderLink, children: <p>미니게임 결과 자리</p> },
  globals: atViewport('desktop'),
} satisfies Meta<typeof GameResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, a pill link per kind with the shown one current, then that kind's results. */
export const Minigame: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: gameResultPageLabels.title })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: gameResultPageLabels.kinds });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: gameResultPageLabels.kindNames.minigame })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: gameResultPageLabels.kindNames.sports })).toHaveAttribute('href', '#sports');
    await expect(canvas.getByText('미니게임 결과 자리')).toBeVisible();
  },
};
