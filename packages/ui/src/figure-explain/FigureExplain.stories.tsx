import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { explainLosingSettlement, explainRollingTable } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { carriedFigures, payableFigures } from '../figure-cards/FigureCards.fixtures';
import { FigureExplain } from './FigureExplain';
import { figureExplainLabels } from './labels';

const { losing: payable, rolling } = payableFigures;
const carried = carriedFigures.losing;

const meta = {
  title: 'Partner/FigureExplain',
  component: FigureExplain,
  args: { figure: '루징 정산', lines: explainLosingSettlement(payable) },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FigureExplain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button beside the figure names it. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: figureExplainLabels.title('루징 정산') })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Given a press, the losing settlement's basis, inputs and formula in Korean; Escape closes it and focus comes back. */
export const LosingOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: figureExplainLabels.title('루징 정산') });
    await userEvent.click(button);
    const panel = await canvas.findByRole('dialog', { name: figureExplainLabels.title('루징 정산') });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    await expect(panel).toHaveTextContent('기준 금액 = 입금 12,500,000원 − 출금 7,300,000원 − 보유금 변동 410,000원 = 4,790,000원');
    await expect(panel).toHaveTextContent('× 계약 요율 20.5% = 981,950원');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Given a period the members won, the explanation says it is carried, not paid. */
export const CarriedOpen: Story = {
  args: { lines: explainLosingSettlement(carried) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: figureExplainLabels.title('루징 정산') }));
    const panel = await canvas.findByRole('dialog');
    await expect(panel).toHaveTextContent('이월');
    await expect(panel).toHaveTextContent('= -194,750원');
  },
};

/** The rolling total: each game type's line, then the total as their sum. */
export const RollingOpen: Story = {
  args: { figure: '롤링 합계', lines: explainRollingTable(rolling) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: figureExplainLabels.title('롤링 합계') }));
    const panel = await canvas.findByRole('dialog');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    await expect(panel).toHaveTextContent(`= ${rolling.total.toLocaleString('ko-KR')}원`);
  },
};

/** On the light theme the panel keeps the area's colours (it is not portalled out of the theme). */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: LosingOpen.play,
};

/** At 424 px the panel fits the screen. */
export const AtMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: figureExplainLabels.title('루징 정산') }));
    const panel = await canvas.findByRole('dialog');
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(424);
  },
};
