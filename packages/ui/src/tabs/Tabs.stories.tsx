import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs, tabsVariants } from './Tabs';

const historyTabs = [
  { value: 'sports', label: '스포츠', content: '스포츠 베팅내역' },
  { value: 'inplay', label: '인플레이', content: '인플레이 베팅내역' },
  { value: 'virtual', label: '가상게임', content: '가상게임 베팅내역' },
  { value: 'minigame', label: '미니게임', content: '미니게임 베팅내역' },
  { value: 'casino', label: '카지노', content: '카지노 베팅내역' },
] as const;

const meta = {
  title: 'Base/Tabs',
  component: Tabs,
  args: { items: historyTabs, label: '베팅내역 종류', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants, table: { type: { summary: tabsVariants.map((value) => `'${value}'`).join(' | ') } } } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is active; clicking another shows its panel and reports its value. */
export const Line: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: '스포츠' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '미니게임' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('minigame');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('미니게임 베팅내역');
  },
};

/** Arrow keys move focus between tabs; Enter activates (manual activation keeps lists from refetching). */
export const Keyboard: Story = {
  args: { variant: 'pill', fullWidth: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '스포츠' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '인플레이' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('스포츠 베팅내역');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('인플레이 베팅내역');
  },
};

/** A disabled tab cannot be chosen. */
export const WithDisabledTab: Story = {
  args: { items: [...historyTabs.slice(0, 4), { ...historyTabs[4], disabled: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '카지노' })).toBeDisabled();
  },
};

/** Pill tabs on the light theme (recommender area). */
export const PillOnLightTheme: Story = {
  args: { variant: 'pill' },
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '스포츠' })).toHaveAttribute('data-state', 'active');
  },
};
