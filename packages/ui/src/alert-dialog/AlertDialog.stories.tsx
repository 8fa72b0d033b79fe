import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/Button';
import { AlertDialog, ConfirmDialog } from './AlertDialog';
import { GlobalDialogHost } from './GlobalDialogHost';
import { createGlobalDialogStore } from './globalDialogStore';
import { alertDialogLabels } from './labels';

const meta = {
  title: 'Base/AlertDialog',
  component: AlertDialog,
  args: { open: true, message: '로그인 후 이용해주세요.', onClose: fn() },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given an alert, it is an alertdialog of 370 px whose '확인' acknowledges it. */
export const Alert: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: alertDialogLabels.alertTitle });
    await expect(dialog).toHaveAccessibleDescription('로그인 후 이용해주세요.');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(370);
    await userEvent.click(screen.getByRole('button', { name: alertDialogLabels.ok }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A message with a line break (the popup-blocked message) keeps its two lines. */
export const MultilineMessage: Story = {
  args: { message: '팝업이 차단 되었습니다.\n팝업 차단을 해제하고 이용 해주세요' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    const text = dialog.querySelector('p');
    await expect(text).not.toBeNull();
    await expect(getComputedStyle(text!).whiteSpace).toBe('pre-line');
  },
};

/** Given a confirm, '취소' has the first focus, so Enter never accepts by accident. */
export const Confirm: Story = {
  render: () => (
    <ConfirmDialog
      open
      message="해당 주문을 취소하시겠습니까? 취소한 내역은 되돌릴 수 없습니다."
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
  play: async () => {
    await screen.findByRole('alertdialog', { name: alertDialogLabels.confirmTitle });
    await waitFor(() => expect(screen.getByRole('button', { name: alertDialogLabels.cancel })).toHaveFocus());
  },
};

/** Given the global queue, a confirm runs its stored callback on '확인' and the next alert follows. */
export const GlobalQueue: Story = {
  render: function Render() {
    const [store] = useState(createGlobalDialogStore);
    const [log, setLog] = useState<string[]>([]);
    const ask = () => {
      void store.confirm('베팅하시겠습니까?', () => setLog((lines) => [...lines, '확인 콜백 실행']));
      void store.alert('다른기기에서 로그인되어 로그아웃 됩니다.');
    };
    return (
      <div>
        <Button onClick={ask}>확인 요청</Button>
        <output aria-label="기록">{log.join(', ')}</output>
        <GlobalDialogHost store={store} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '확인 요청' }));
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleDescription('베팅하시겠습니까?');
    await userEvent.click(screen.getByRole('button', { name: alertDialogLabels.ok }));
    await expect(canvas.getByLabelText('기록')).toHaveTextContent('확인 콜백 실행');
    const alert = await screen.findByRole('alertdialog');
    await expect(alert).toHaveAccessibleDescription('다른기기에서 로그인되어 로그아웃 됩니다.');
  },
};

/** Given a confirm declined with '취소', the stored callback never runs. */
export const GlobalConfirmDeclined: Story = {
  render: function Render() {
    const [store] = useState(createGlobalDialogStore);
    const [answer, setAnswer] = useState('');
    const ask = async () => {
      const accepted = await store.confirm('베팅하시겠습니까?', () => setAnswer('콜백 실행됨'));
      if (!accepted) setAnswer('취소됨');
    };
    return (
      <div>
        <Button onClick={ask}>확인 요청</Button>
        <output aria-label="결과">{answer}</output>
        <GlobalDialogHost store={store} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '확인 요청' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: alertDialogLabels.cancel }));
    await waitFor(() => expect(canvas.getByLabelText('결과')).toHaveTextContent('취소됨'));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
