import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { attendanceMessages, attendanceMonth } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { AttendanceCalendar } from './AttendanceCalendar';

// 2026-11-25 10:00 in Seoul: the stories' today.
const NOW = Date.parse('2026-11-25T01:00:00Z');
const checked = ['2026-11-02', '2026-11-03', '2026-11-10', '2026-11-17', '2026-11-23', '2026-11-24'];

const meta = {
  title: 'Member/AttendanceCalendar',
  component: AttendanceCalendar,
  args: { month: attendanceMonth(checked, NOW)!, onCheck: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttendanceCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today open: the month from Sunday, six days stamped, a streak of two, and the check button. */
export const TodayOpen: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: '2026년 11월 출석부' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    await expect(within(table).getByRole('cell', { name: '24일 출석' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '25일 (오늘)' })).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByText('이번 달 6일 출석 · 연속 2일')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '출석체크' }));
    await expect(args.onCheck).toHaveBeenCalledOnce();
  },
};

/** Checked today: the day is stamped, the streak grows and the button says it is done. */
export const CheckedToday: Story = {
  args: { month: attendanceMonth([...checked, '2026-11-25'], NOW)!, outcome: { ok: true, message: attendanceMessages.checked } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '25일 (오늘) 출석' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '오늘 출석 완료' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('출석체크가 완료되었습니다.');
    await expect(canvas.getByText('이번 달 7일 출석 · 연속 3일')).toBeVisible();
  },
};

/** A new month with nothing checked. */
export const Empty: Story = {
  args: { month: attendanceMonth([], NOW)! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('이번 달 0일 출석 · 연속 0일')).toBeVisible();
    await expect(canvas.queryByText('출석', { exact: true })).toBeNull();
  },
};

/** The check as the page runs it: busy, then stamped; a second press sends nothing. */
export const Checking: Story = {
  render: function Render(args) {
    const [dates, setDates] = useState(checked);
    const [busy, setBusy] = useState(false);
    return (
      <AttendanceCalendar
        month={attendanceMonth(dates, NOW)!}
        checking={busy}
        onCheck={() => {
          args.onCheck?.();
          setBusy(true);
          setTimeout(() => {
            setDates((list) => [...list, '2026-11-25']);
            setBusy(false);
          }, 50);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: '출석체크' }));
    await expect(await canvas.findByRole('button', { name: '오늘 출석 완료' })).toBeDisabled();
    await expect(args.onCheck).toHaveBeenCalledOnce();
  },
};

/** At 424 px the seven columns fit the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table').getBoundingClientRect().width).toBeLessThanOrEqual(424);
  },
};
