import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button/Button';
import { GlobalDialogHost } from './GlobalDialogHost';
import { createGlobalDialogStore } from './globalDialogStore';
import { MessagePopup } from './MessagePopup';

const meta = {
  title: 'Base/MessagePopup',
  component: MessagePopup,
  args: { open: true, message: '새로고침 되었습니다', onClose: fn() },
} satisfies Meta<typeof MessagePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A popup from the global queue with a stored callback that counts its runs. */
function QueuedPopup() {
  const [store] = useState(createGlobalDialogStore);
  const [runs, setRuns] = useState(0);
  return (
    <div>
      <Button onClick={() => void store.message('삭제되었습니다.', () => setRuns((count) => count + 1))}>팝업 열기</Button>
      <output aria-label="콜백 실행">{runs}</output>
      <GlobalDialogHost store={store} />
    </div>
  );
}

const popup = () => screen.findByRole('dialog', { name: '알림' });

/** One Close button ('닫기') and the frame's × ('팝업 닫기'); the message is the dialog's content, 370 px wide at most. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await popup();
    await expect(within(dialog).getByText('새로고침 되었습니다')).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(370);
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Each way of closing runs the stored callback once: Close, Esc, × and a click outside. */
export const EveryCloseRunsTheCallback: Story = {
  render: () => <QueuedPopup />,
  play: async ({ canvas, userEvent }) => {
    const open = () => userEvent.click(canvas.getByRole('button', { name: '팝업 열기' }));
    const closes: ((dialog: HTMLElement) => Promise<void>)[] = [
      (dialog) => userEvent.click(within(dialog).getByRole('button', { name: '닫기' })),
      () => userEvent.keyboard('{Escape}'),
      (dialog) => userEvent.click(within(dialog).getByRole('button', { name: '팝업 닫기' })),
      (dialog) => userEvent.click(dialog.previousElementSibling as HTMLElement),
    ];
    for (const [index, close] of closes.entries()) {
      await open();
      const dialog = await popup();
      await close(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByLabelText('콜백 실행')).toHaveTextContent(String(index + 1));
    }
  },
};

/** On the 424 px layout it keeps its 370 px and its margins. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    await expect((await popup()).getBoundingClientRect().width).toBe(Math.min(370, window.innerWidth - 32));
  },
};
