// Measured by `pnpm perf` only: the bet slip with 20 picks, adding and changing a pick, and how many
// slip items one price change re-renders (counted through the item's render probe).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ProfilerOnRenderCallback } from 'react';
import { BetSlip } from '../bet-slip/BetSlip';
import { SlipItemRenderProbe } from '../bet-slip/SlipItem';
import { manyPicks, storyMember } from '../bet-slip/storyData';
import { useBetSlip } from '../bet-slip/useBetSlip';

declare global {
  interface Window {
    /** Slip item renders by odds id since the perf script last reset it. */
    __slipItemRenders?: Record<string, number>;
  }
}

const picks = manyPicks(21, [1.85, 2.1, 1.95, 3.2, 1.72]);
const twenty = picks.slice(0, 20);
const extra = picks[20]!;
const countRender: ProfilerOnRenderCallback = (id) => {
  const renders = (window.__slipItemRenders ??= {});
  renders[id] = (renders[id] ?? 0) + 1;
};

function TwentyPickSlip() {
  const state = useBetSlip({ area: 'inplay', member: storyMember, initialSelections: twenty, onPlaceBet: async () => undefined, onLoginRequired: () => undefined });
  const [step, setStep] = useState(0);
  const moved = twenty[6]!;
  return (
    <div>
      <button type="button" data-perf="add-pick" onClick={() => state.toggle(extra)}>
        21번째 선택 추가/삭제
      </button>
      <button
        type="button"
        data-perf="change-pick"
        onClick={() => {
          setStep((value) => value + 1);
          state.change({ ...twenty[3]!, betPrice: step % 2 ? 3.2 : 3.35, version: step + 2 });
        }}
      >
        선택 배당 변경
      </button>
      <button type="button" data-perf="move-price" onClick={() => state.change({ ...moved, betPrice: 2.35, version: 99 })}>
        배당 하나 변경
      </button>
      <div data-perf="ready">
        <BetSlip state={state} />
      </div>
    </div>
  );
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <SlipItemRenderProbe.Provider value={countRender}>
      <button type="button" data-perf="open" onClick={() => setOpen(true)}>
        열기
      </button>
      {open ? <TwentyPickSlip /> : null}
    </SlipItemRenderProbe.Provider>
  );
}

const meta = {
  title: 'Perf/BetSlip',
  component: Harness,
  tags: ['!test', '!autodocs', '!dev', 'perf'],
  // No axe run after render: it would overlap the timed clicks.
  parameters: { a11y: { disable: true, test: 'off' } },
} satisfies Meta<typeof Harness>;

export default meta;

/** 20 in-play picks; buttons add a 21st, change a pick's price, and move one price. */
export const TwentyPicks: StoryObj<typeof meta> = {};
