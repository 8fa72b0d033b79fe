// Measured by `pnpm perf` only: the floor of any dialog here — the base radix `Dialog` with one line of
// text, opened on click — so the history dialog's open time can be read against what a dialog alone costs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Dialog } from '../dialog/Dialog';

function BareDialog() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" data-perf="open" onClick={() => setOpen(true)}>
        열기
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="베팅내역">
        <p data-perf="ready">내용</p>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'Perf/BareDialog',
  component: BareDialog,
  tags: ['!test', '!autodocs', '!dev', 'perf'],
  // No axe run after render: it would overlap the timed clicks.
  parameters: { a11y: { disable: true, test: 'off' } },
} satisfies Meta<typeof BareDialog>;

export default meta;

/** The base Dialog with one line: what opening any modal dialog costs at least. */
export const OneLine: StoryObj<typeof meta> = {};
