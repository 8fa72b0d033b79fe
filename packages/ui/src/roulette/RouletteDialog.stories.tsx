import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { RouletteKind } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { StoryOpener } from '../dialog/StoryOpener';
import { RouletteDialog, type RouletteDialogProps } from './RouletteDialog';

/** The dialog behind the quick link that opens it; the tabs switch the wheel. */
function Opener(props: RouletteDialogProps) {
  const [kind, setKind] = useState<RouletteKind>(props.kind);
  return (
    <StoryOpener
      trigger="룰렛티켓"
      initiallyOpen={props.open}
      dialog={(open, setOpen) => (
        <RouletteDialog
          {...props}
          open={open}
          onOpenChange={setOpen}
          kind={kind}
          onKindChange={(next) => {
            props.onKindChange(next);
            setKind(next);
          }}
        />
      )}
    />
  );
}

const meta = {
  title: 'Member/RouletteDialog',
  component: RouletteDialog,
  render: (args) => <Opener {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    kind: 'normal',
    onKindChange: fn(),
    cards: { normal: 3, vip: 1 },
    onSpin: fn(async () => 2_000),
    onResult: fn(),
    // A fixed landing point, so the screenshot is the same each run.
    random: () => 0.5,
  },
} satisfies Meta<typeof RouletteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: '룰렛' });
/** Spec 9: 2 s of spin plus 1 s before the result, with room for a busy machine. */
const RESULT_WAIT = { timeout: 8_000 };

/** The normal wheel: the tabs with the cards held, 8 segments clockwise from the pointer (7 prizes and a second miss). */
export const Normal: Story = {
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('tab', { name: '일반 룰렛 (3장)' })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByRole('tab', { name: 'VIP 룰렛 (1장)' })).toBeVisible();
    const wheel = view.getByRole('img', { name: '일반 룰렛 룰렛 판' });
    await expect(wheel).toHaveAttribute('aria-description', '시계 방향으로 꽝, 2,000, 4,000, 6,000, 8,000, 10,000, 20,000, 꽝');
    await expect(wheel.querySelectorAll('[data-segment]')).toHaveLength(8);
  },
};

/**
 * A win: one request, the wheel stops on the prize's segment, then '2,000 포인트가 적립되었습니다.'; `onResult` (the
 * host's cue to show the new points) comes with the message, not with the answer.
 */
export const Win: Story = {
  play: async ({ args }) => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: '룰렛 돌리기' }));
    await waitFor(() => expect(view.getByRole('img', { name: /룰렛 판/ })).not.toHaveAttribute('data-rotation', '0'));
    await expect(view.getByRole('status').textContent).toBe('');
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(await view.findByText('2,000 포인트가 적립되었습니다.', {}, RESULT_WAIT)).toHaveAttribute('data-tone', 'success');
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(args.onResult).toHaveBeenCalledWith(2_000);
    await expect(args.onSpin).toHaveBeenCalledOnce();
    await expect(args.onSpin).toHaveBeenCalledWith('normal');
    const rotation = Number(view.getByRole('img', { name: /룰렛 판/ }).getAttribute('data-rotation'));
    // The pointer (top) sits inside segment 1 (2,000): 45° to 90° clockwise from the top, edges kept clear.
    const underPointer = (((360 - (rotation % 360)) % 360) + 360) % 360;
    await expect(underPointer).toBeGreaterThan(45);
    await expect(underPointer).toBeLessThan(90);
  },
};

/** A miss (0): the miss text, not a win. */
export const Miss: Story = {
  args: { onSpin: fn(async () => 0) },
  play: async ({ args }) => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: '룰렛 돌리기' }));
    const result = await view.findByText('꽝! 다음 기회에 다시 도전해주세요.', {}, RESULT_WAIT);
    await expect(result).not.toHaveAttribute('data-tone', 'success');
    await expect(args.onResult).toHaveBeenCalledOnce();
    await expect(args.onResult).toHaveBeenCalledWith(0);
  },
};

/** Spec 4: a press during a spin says '룰렛을 돌리고 있습니다.' and sends nothing more. */
export const PressWhileSpinning: Story = {
  play: async ({ args }) => {
    const view = within(await dialog());
    const spin = view.getByRole('button', { name: '룰렛 돌리기' });
    await userEvent.click(spin);
    await userEvent.click(spin);
    await expect(view.getByRole('status')).toHaveTextContent('룰렛을 돌리고 있습니다.');
    await userEvent.click(view.getByRole('tab', { name: /VIP 룰렛/ }));
    await expect(args.onKindChange).not.toHaveBeenCalled();
    await expect(await view.findByText('2,000 포인트가 적립되었습니다.', {}, RESULT_WAIT)).toBeVisible();
    await expect(args.onSpin).toHaveBeenCalledOnce();
  },
};

/** Spec 8: a failure stops the wheel and shows the server's text; there is no result to cue. */
export const Failed: Story = {
  args: { onSpin: fn(async () => Promise.reject(new Error('사용 가능한 룰렛권이 없습니다.'))) },
  play: async ({ args }) => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: '룰렛 돌리기' }));
    await expect(await view.findByText('사용 가능한 룰렛권이 없습니다.')).toHaveAttribute('data-tone', 'failure');
    await expect(view.getByRole('img', { name: /룰렛 판/ })).toHaveAttribute('data-rotation', '0');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** The VIP wheel: its prizes, and switching back to normal says so. */
export const Vip: Story = {
  args: { kind: 'vip' },
  play: async ({ args }) => {
    const view = within(await dialog());
    await expect(view.getByRole('img', { name: 'VIP 룰렛 룰렛 판' })).toHaveAttribute(
      'aria-description',
      '시계 방향으로 꽝, 20,000, 30,000, 40,000, 60,000, 80,000, 100,000, 꽝',
    );
    await userEvent.click(view.getByRole('tab', { name: /일반 룰렛/ }));
    await expect(args.onKindChange).toHaveBeenCalledWith('normal');
  },
};

/** The close button closes it, and focus returns to the quick link. */
export const Close: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '룰렛티켓' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '룰렛티켓' })).toHaveFocus());
  },
};

/** The 424 px layout: full screen. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const box = (await dialog()).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(window.innerWidth - 1);
  },
};
