import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatWon } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { figureExplainLabels } from '../figure-explain/labels';
import { FigureCards, LosingFigure } from './FigureCards';
import { carriedFigures, emptyFigures, payableFigures } from './FigureCards.fixtures';
import { figureCardsLabels } from './labels';

const meta = {
  title: 'Partner/FigureCards',
  component: FigureCards,
  args: { figures: payableFigures },
} satisfies Meta<typeof FigureCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }, name: string) => canvas.getByRole('group', { name });

/** A week the members lost: money in won, rolling per type whose lines add up to the total, a payable losing settlement. */
export const Payable: Story = {
  play: async ({ canvas, args }) => {
    const { figures } = args;
    await expect(card(canvas, figureCardsLabels.deposits)).toHaveTextContent(formatWon(figures.deposits));
    await expect(card(canvas, figureCardsLabels.memberCount)).toHaveTextContent('24명');
    const rolling = card(canvas, figureCardsLabels.rolling);
    const amounts = within(rolling)
      .getAllByRole('definition')
      .map((cell) => Number(cell.querySelector('[data-amount]')!.getAttribute('data-amount')));
    await expect(amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0)).toBe(amounts.at(-1));
    await expect(rolling).toHaveTextContent('스포츠 (1.25%)');
    const losing = card(canvas, figureCardsLabels.losing);
    await expect(losing).toHaveTextContent(formatWon(981_950));
    await expect(losing).toHaveTextContent('기준: 입금 − 출금 − 보유금 변동 · 계약 요율 20.5%');
    await expect(within(losing).queryByText(figureCardsLabels.carried)).toBeNull();
    await expect(card(canvas, figureCardsLabels.agentLevels)).toHaveTextContent('가상게임3차 총판');
  },
};

/** A week the members won: the negative losing settlement stays on screen, marked 이월 and explained as carried. */
export const Carried: Story = {
  args: { figures: carriedFigures },
  play: async ({ canvas, userEvent }) => {
    const losing = card(canvas, figureCardsLabels.losing);
    await expect(losing).toHaveTextContent(formatWon(-194_750));
    await expect(within(losing).getByText(figureCardsLabels.carried)).toBeVisible();
    await expect(losing).toHaveTextContent(figureCardsLabels.carriedNote);
    await userEvent.click(within(losing).getByRole('button', { name: figureExplainLabels.title(figureCardsLabels.losing) }));
    await expect(await canvas.findByRole('dialog')).toHaveTextContent('다음 기간으로 이월됩니다.');
  },
};

/** Given the rolling card's button, each line's formula and the total as their sum. */
export const RollingExplained: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: figureExplainLabels.title(figureCardsLabels.rollingTotal) }));
    const panel = await canvas.findByRole('dialog');
    await expect(panel).toHaveTextContent(`롤링 합계 = 84,000원 + 31,500원 + 7,600원 + 66,500원 + 0원 = 189,600원`);
  },
};

/** An empty period: zeros, nothing to settle, no level names. */
export const EmptyPeriod: Story = {
  args: { figures: emptyFigures },
  play: async ({ canvas }) => {
    await expect(card(canvas, figureCardsLabels.memberCount)).toHaveTextContent('0명');
    await expect(card(canvas, figureCardsLabels.losing)).toHaveTextContent(formatWon(0));
    await expect(within(card(canvas, figureCardsLabels.agentLevels)).getAllByText(figureCardsLabels.noLevel)).toHaveLength(6);
  },
};

/** The recommender area's light theme. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  args: { figures: carriedFigures },
  play: async ({ canvas }) => {
    await expect(within(card(canvas, figureCardsLabels.losing)).getByText(figureCardsLabels.carried)).toBeVisible();
  },
};

/** At 424 px two cards a row; the rolling and agent cards take the whole row. */
export const AtMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const deposits = card(canvas, figureCardsLabels.deposits).getBoundingClientRect();
    const withdrawals = card(canvas, figureCardsLabels.withdrawals).getBoundingClientRect();
    await expect(withdrawals.top).toBe(deposits.top);
    await expect(card(canvas, figureCardsLabels.rolling).getBoundingClientRect().width).toBeGreaterThan(deposits.width * 2);
  },
};

/** The losing settlement's card on its own (the recommender's losing page), carried, on the light theme. */
export const LosingAlone: Story = {
  globals: { theme: 'light' },
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <LosingFigure losing={carriedFigures.losing} />
    </div>
  ),
  play: async ({ canvas }) => {
    const losing = card(canvas, figureCardsLabels.losing);
    await expect(within(losing).getByText(figureCardsLabels.carried)).toBeVisible();
    await expect(losing).toHaveTextContent('기준: 베팅 − 당첨 · 계약 요율 20.5%');
    await expect(within(losing).getByRole('button', { name: figureExplainLabels.title(figureCardsLabels.losing) })).toBeVisible();
  },
};
