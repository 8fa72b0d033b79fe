import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OddsText } from './OddsText';

const meta = {
  title: 'Base/OddsText',
  component: OddsText,
  args: { odds: 1.859 },
} satisfies Meta<typeof OddsText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Odds are floored, never rounded: 1.859 shows as 1.85. */
export const Floored: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.85')).toBeVisible();
  },
};

/** A price that rose shows the old one struck through, then the new one. */
export const PriceUp: Story = {
  args: { previousOdds: 1.85, odds: 2.1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('1.85');
    const current = canvasElement.querySelector('ins')!;
    await expect(current).toHaveTextContent('2.10');
    await expect(current).toHaveAttribute('data-direction', 'up');
  },
};

/** A price that fell is marked down. */
export const PriceDown: Story = {
  args: { previousOdds: 2.1, odds: 1.95 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ins')).toHaveAttribute('data-direction', 'down');
  },
};

/** A move smaller than a hundredth is not a change: prices are compared after flooring. */
export const ChangeBelowAHundredth: Story = {
  args: { previousOdds: 1.851, odds: 1.858 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvasElement.querySelector('[data-state="steady"]')).toHaveTextContent('1.85');
  },
};
