import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { ChargeHistoryPage, type ChargeHistoryTab } from './ChargeHistoryPage';
import { chargeHistoryPageLabels } from './labels';

/** The page as the site draws it: the shown tab's history in its panel (a stand-in line here). */
function ChargeHistoryDemo() {
  const [tab, setTab] = useState<ChargeHistoryTab>('deposit');
  return (
    <ChargeHistoryPage tab={tab} onTabChange={setTab}>
      <p>{chargeHistoryPageLabels.tabs[tab]} 목록 자리</p>
    </ChargeHistoryPage>
  );
}

const meta = {
  title: 'Member/ChargeHistoryPage',
  component: ChargeHistoryDemo,
  globals: atViewport('desktop'),
} satisfies Meta<typeof ChargeHistoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit history first; the withdrawal tab shows its own list in its panel. */
export const Tabs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: chargeHistoryPageLabels.title })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: chargeHistoryPageLabels.tabList })).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('입금내역 목록 자리');
    const withdraw = canvas.getByRole('tab', { name: chargeHistoryPageLabels.tabs.withdraw });
    await userEvent.click(withdraw);
    await expect(withdraw).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('출금내역 목록 자리');
  },
};
