import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HISTORY_GAME_TYPES, gameTypeLabel } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { loadStateLabels } from '../load-state';
import { BetHistoryList, BetHistoryPage, type BetHistoryListProps } from './BetHistoryPage';
import { BetHistoryTable } from './BetHistoryTable';
import { STORY_NOW, sportsSlips } from './BetHistoryTable.fixtures';
import { betHistoryPageLabels } from './labels';

const tabs = (['1', '2', '3', '4'] as const).map((value) => ({ value, label: gameTypeLabel(value) }));

/** The history page as the site draws it: a tab per list, the shown list in its panel. */
function HistoryDemo({ list, onOpenBulk, customerSlipIds }: { list: Omit<BetHistoryListProps, 'children'>; onOpenBulk?: () => void; customerSlipIds?: string }) {
  const [tab, setTab] = useState<(typeof tabs)[number]['value']>('1');
  return (
    <BetHistoryPage tabs={tabs} tab={tab} onTabChange={setTab} onOpenBulk={onOpenBulk} customerSlipIds={customerSlipIds}>
      <BetHistoryList {...list}>
        <BetHistoryTable slips={sportsSlips.slice(0, 2)} gameType={HISTORY_GAME_TYPES.sports} now={STORY_NOW} customerMode={customerSlipIds !== undefined} />
      </BetHistoryList>
    </BetHistoryPage>
  );
}

const meta = {
  title: 'Betting/BetHistoryPage',
  component: HistoryDemo,
  args: { list: { loading: false, error: null, onRetry: fn(), total: 2 }, onOpenBulk: fn() },
  globals: atViewport('desktop'),
} satisfies Meta<typeof HistoryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A read list: its count and table under the tabs; the title's button opens the bulk dialog; a tab press selects it. */
export const Loaded: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: betHistoryPageLabels.title })).toBeVisible();
    await expect(canvas.getByText(betHistoryPageLabels.total(2))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: betHistoryPageLabels.openBulk }));
    await expect(args.onOpenBulk).toHaveBeenCalledTimes(1);
    const live = canvas.getByRole('tab', { name: gameTypeLabel('2') });
    await userEvent.click(live);
    await expect(live).toHaveAttribute('aria-selected', 'true');
  },
};

/** The first read runs: the loading line, no count. */
export const Loading: Story = {
  args: { list: { loading: true, error: null, onRetry: fn(), total: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(betHistoryPageLabels.loading);
    await expect(canvas.queryByText(betHistoryPageLabels.total(2))).toBeNull();
  },
};

/** The read failed: the server's text with a retry. */
export const Failed: Story = {
  args: { list: { loading: false, error: '베팅내역을 불러오지 못했습니다.', onRetry: fn(), total: undefined } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('베팅내역을 불러오지 못했습니다.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: loadStateLabels.retry }));
    await expect(args.list.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Customer-page (support) mode: the banner with the slips it is filtered to, and no bulk button. */
export const CustomerMode: Story = {
  args: { onOpenBulk: undefined, customerSlipIds: '101,102' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${betHistoryPageLabels.customerMode} (${betHistoryPageLabels.customerSlips('101,102')})`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: betHistoryPageLabels.openBulk })).toBeNull();
  },
};
