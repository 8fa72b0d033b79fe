// FROZEN: the reference page of `pnpm perf`. Timings are ratios against this story measured in the same
// run, so it must never change: a plain, non-virtualised list of 1,000 simple rows rendered on click.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const ROWS = Array.from({ length: 1_000 }, (_, index) => ({ id: index, label: `항목 ${index + 1}`, amount: (index * 7_919) % 1_000_000 }));

function ReferenceList() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" data-perf="open" onClick={() => setOpen(true)}>
        열기
      </button>
      {open ? (
        <ul data-perf="ready">
          {ROWS.map((row) => (
            <li key={row.id}>
              <span>{row.label}</span> <span>{row.amount}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Perf/Reference',
  component: ReferenceList,
  // Measured by scripts/perf.mjs only: not a test, not documented.
  tags: ['!test', '!autodocs', '!dev', 'perf'],
  // No axe run after render: it would overlap the timed clicks.
  parameters: { a11y: { disable: true, test: 'off' } },
} satisfies Meta<typeof ReferenceList>;

export default meta;

/** 1,000 plain rows on click: the unit every timing of `pnpm perf` is divided by. */
export const PlainThousandRows: StoryObj<typeof meta> = {};
