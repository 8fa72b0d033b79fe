// Measured by `pnpm perf` only: the platform <dialog> opened with showModal(), one line of text — what the
// radix Dialog floor (BareDialog) would become without radix, for the decision the history-dialog target needs.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';

function NativeDialog() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    if (open) ref.current?.showModal();
  }, [open]);
  return (
    <div>
      <button type="button" data-perf="open" onClick={() => setOpen(true)}>
        열기
      </button>
      {open && (
        <dialog ref={ref} aria-labelledby="t" onClose={() => setOpen(false)}>
          <h2 id="t">베팅내역</h2>
          <p data-perf="ready">내용</p>
        </dialog>
      )}
    </div>
  );
}

const meta = {
  title: 'Perf/NativeDialog',
  component: NativeDialog,
  tags: ['!test', '!autodocs', '!dev', 'perf'],
  parameters: { a11y: { disable: true, test: 'off' } },
} satisfies Meta<typeof NativeDialog>;
export default meta;
export const OneLine: StoryObj<typeof meta> = {};
