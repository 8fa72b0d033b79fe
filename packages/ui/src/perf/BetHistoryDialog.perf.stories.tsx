// Measured by `pnpm perf` only (scripts/perf.mjs): opening the bet history dialog on 10,000 slips and on
// 100,000 third-party rows, DOM nodes while scrolling at 424 px, and delete-all on 100,000 rows.
// The script finds its controls by `data-perf`; the dialog's own elements are tagged from outside here
// (by role and name), so the component carries no measuring hooks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { HistorySlip, ThirdPartyBet } from '@betkit/domain';
import { BetHistoryDialog } from '../bet-history-dialog/BetHistoryDialog';
import { BULK_NOW, makeBulkSlips, makeBulkThirdPartyBets } from '../bet-history-dialog/bulkData.fixtures';
import { betHistoryDialogLabels } from '../bet-history-dialog/labels';
import type { BetHistoryTab } from '../bet-history-dialog/tabs';

const noop = () => undefined;

/** Puts the script's `data-perf` names on the dialog's scroller, filled list, delete-all and confirm buttons. */
function tagPerfHooks() {
  const dialog = document.querySelector('[role="dialog"]');
  if (dialog === null) return;
  const scroller = dialog.querySelector('[role="region"]');
  if (scroller !== null && !scroller.hasAttribute('data-perf')) {
    scroller.setAttribute('data-perf', 'scroller');
    scroller.closest('[data-state="filled"]')?.setAttribute('data-perf', 'ready');
  }
  for (const button of dialog.querySelectorAll('button:not([data-perf])')) {
    if (button.textContent === betHistoryDialogLabels.deleteAll) button.setAttribute('data-perf', 'delete-all');
  }
  const confirm = document.querySelector('[role="alertdialog"]');
  for (const button of confirm?.querySelectorAll('button:not([data-perf])') ?? []) {
    if (button.textContent === '확인') button.setAttribute('data-perf', 'confirm');
  }
}

function PerfDialog({ tab }: { tab: BetHistoryTab }) {
  // Built before the click, so the measured time is the dialog's alone.
  const [slips, setSlips] = useState<readonly HistorySlip[]>(() => (tab === 'casino' ? [] : makeBulkSlips(10_000, 7)));
  const [rows, setRows] = useState<readonly ThirdPartyBet[]>(() =>
    tab === 'casino' ? makeBulkThirdPartyBets(100_000, 7) : [],
  );
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const observer = new MutationObserver(tagPerfHooks);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div>
      <button type="button" data-perf="open" onClick={() => setOpen(true)}>
        열기
      </button>
      <BetHistoryDialog
        open={open}
        onOpenChange={setOpen}
        tab={tab}
        onTabChange={noop}
        slips={slips}
        thirdPartyBets={rows}
        now={BULK_NOW}
        onRefresh={noop}
        onDeleteAll={() => (tab === 'casino' ? setRows([]) : setSlips([]))}
        onCancelSlip={noop}
        onDeleteSlip={noop}
        onDeleteThirdPartyBets={noop}
      />
    </div>
  );
}

const meta = {
  title: 'Perf/BetHistoryDialog',
  component: PerfDialog,
  tags: ['!test', '!autodocs', '!dev', 'perf'],
  // No axe run after render: it would overlap the timed clicks.
  parameters: { a11y: { disable: true, test: 'off' } },
} satisfies Meta<typeof PerfDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 slips of 1–4 legs (seed 7) on the sports tab, opened on click. */
export const TenThousandSlips: Story = { args: { tab: 'sports' } };

/** 100,000 third-party rows (seed 7) on the casino tab, opened on click. */
export const HundredThousandThirdPartyRows: Story = { args: { tab: 'casino' } };
