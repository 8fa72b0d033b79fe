import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneyText, moneySignPositions, moneyTones } from './MoneyText';

const meta = {
  title: 'Base/MoneyText',
  component: MoneyText,
  args: { amount: 1234567 },
  argTypes: {
    sign: { control: 'inline-radio', options: moneySignPositions },
    tone: { control: 'inline-radio', options: moneyTones },
  },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Won with comma separators and the ₩ prefix, in tabular figures. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-amount]')!;
    await expect(text).toHaveTextContent('₩1,234,567');
    await expect(getComputedStyle(text).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** Sign positions and tones as they appear across the site. */
export const Gallery: Story = {
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '8px 24px', margin: 0 }}>
      <dt>보유머니</dt>
      <dd style={{ margin: 0 }}>
        <MoneyText amount={2000000} weight="bold" />
      </dd>
      <dt>베팅금액</dt>
      <dd style={{ margin: 0 }}>
        <MoneyText amount={5000} sign="suffix" />
      </dd>
      <dt>포인트</dt>
      <dd style={{ margin: 0 }}>
        <MoneyText amount={12500} sign="none" tone="muted" />
      </dd>
      <dt>당첨금액</dt>
      <dd style={{ margin: 0 }}>
        <MoneyText amount={5000000} tone="win" />
      </dd>
      <dt>낙첨</dt>
      <dd style={{ margin: 0 }}>
        <MoneyText amount={0} tone="lose" />
      </dd>
    </dl>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5,000₩')).toBeVisible();
    await expect(canvas.getByText('12,500')).toBeVisible();
    await expect(canvas.getByText('₩0')).toBeVisible();
  },
};

/** The same amounts on the light theme (recommender area). */
export const GalleryOnLightTheme: Story = {
  ...Gallery,
  globals: { theme: 'light' },
};
