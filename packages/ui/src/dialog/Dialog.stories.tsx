import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, waitFor } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { Button } from '../button/Button';
import { Dialog, DialogClose, dialogWidths } from './Dialog';
import { dialogLabels } from './labels';

const meta = {
  title: 'Base/Dialog',
  component: Dialog,
  args: {
    title: '베팅내역',
    width: 500,
    defaultOpen: true,
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>선택하신 경기의 배당이 변경되었습니다.</p>,
  },
  argTypes: { width: { control: 'select', options: dialogWidths } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given an open dialog, it is named by its title and the close control closes it. */
export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: '베팅내역' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: dialogLabels.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Given a dialog with a description and footer buttons, the description names its purpose. */
export const WithFooter: Story = {
  args: {
    title: '베팅 확인',
    width: 400,
    description: '베팅하시겠습니까?',
    showClose: false,
    children: undefined,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">취소</Button>
        </DialogClose>
        <Button>확인</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '베팅 확인' });
    await expect(dialog).toHaveAccessibleDescription('베팅하시겠습니까?');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

/** Given a persistent dialog, Esc and a click on the backdrop leave it open. */
export const Persistent: Story = {
  args: { title: '[배당변경]베팅을 수락하시겠습니까?', persistent: true, showClose: false },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    // The page behind a modal takes no pointer events, so the outside press is dispatched directly.
    fireEvent.pointerDown(document.body);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Each of the spec's widths caps the panel: 370 alert, 400 confirm, 500 odds change, 600, 1200 deposit. */
export const Widths: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const [width, setWidth] = useState<(typeof dialogWidths)[number] | null>(null);
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        {dialogWidths.map((option) => (
          <Button key={option} variant="secondary" onClick={() => setWidth(option)}>
            {option}px
          </Button>
        ))}
        <Dialog
          {...args}
          title={`${width ?? 0}px 대화상자`}
          width={width ?? 500}
          open={width !== null}
          onOpenChange={(open) => (open ? undefined : setWidth(null))}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    for (const width of dialogWidths) {
      await userEvent.click(canvas.getByRole('button', { name: `${width}px` }));
      const dialog = await screen.findByRole('dialog', { name: `${width}px 대화상자` });
      const expected = Math.min(width, window.innerWidth - 32);
      await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(expected);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await userEvent.click(canvas.getByRole('button', { name: '500px' }));
    await screen.findByRole('dialog', { name: '500px 대화상자' });
  },
};

/** On the 424 px mobile layout a full-screen dialog covers the whole viewport. */
export const FullScreenOnMobile: Story = {
  args: { title: '입금신청', width: 1200, fullScreenOnMobile: true },
  globals: atViewport('mobile'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '입금신청' });
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

