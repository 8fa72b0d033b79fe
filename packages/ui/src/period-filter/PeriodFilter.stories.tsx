import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { dateRangePreset, type SettlementPeriod } from '@betkit/domain';
import { STORY_NOW } from '@betkit/storybook/clock';
import { atViewport } from '@betkit/storybook/viewports';
import { PeriodFilter, type PeriodFilterProps } from './PeriodFilter';
import { periodFilterLabels } from './labels';

const sevenDays = dateRangePreset('7days', STORY_NOW)!;

/** The filter holding its applied period, as a page does. */
function Applied(props: PeriodFilterProps) {
  const [value, setValue] = useState<SettlementPeriod>(props.value);
  return (
    <PeriodFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Partner/PeriodFilter',
  component: PeriodFilter,
  args: { value: sevenDays, now: STORY_NOW, onChange: fn() },
  render: (args) => <Applied {...args} />,
} satisfies Meta<typeof PeriodFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const interval = (canvas: { getByText: (text: RegExp) => HTMLElement }) => canvas.getByText(/00:00 ~/);

/** Given the last 7 days, the 7일 preset is pressed and the applied interval is printed in Korean time. */
export const SevenDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '7일' })).toBeChecked();
    await expect(interval(canvas)).toHaveTextContent('2026-11-15 00:00 ~ 2026-11-22 24:00 (한국 시간)');
    await expect(canvas.getByLabelText(periodFilterLabels.from)).toHaveValue('2026-11-15');
  },
};

/** Given a press on 90일, the period becomes the 90 days ending today and the interval and fields follow. */
export const PresetSetsTheInterval: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '90일' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-08-24', to: '2026-11-22' });
    await expect(interval(canvas)).toHaveTextContent('2026-08-24 00:00 ~ 2026-11-22 24:00 (한국 시간)');
    await expect(canvas.getByLabelText(periodFilterLabels.from)).toHaveValue('2026-08-24');
    await userEvent.click(canvas.getByRole('radio', { name: '오늘' }));
    await expect(interval(canvas)).toHaveTextContent('2026-11-22 00:00 ~ 2026-11-22 24:00 (한국 시간)');
  },
};

/** Given a typed range, 조회 applies it; no preset stays pressed. */
export const CustomRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const from = canvas.getByLabelText(periodFilterLabels.from);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: periodFilterLabels.apply }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-22' });
    await expect(interval(canvas)).toHaveTextContent('2026-11-01 00:00 ~ 2026-11-22 24:00 (한국 시간)');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Given an end before the start, 조회 says why in Korean and applies nothing. */
export const ReversedRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const to = canvas.getByLabelText(periodFilterLabels.to);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: periodFilterLabels.apply }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(periodFilterLabels.problems.reversed);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(interval(canvas)).toHaveTextContent('2026-11-15 00:00 ~ 2026-11-22 24:00');
  },
};

/** Given an end after today, or a date left empty, 조회 refuses with the reason. */
export const FutureOrMissing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const to = canvas.getByLabelText(periodFilterLabels.to);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-23');
    await userEvent.click(canvas.getByRole('button', { name: periodFilterLabels.apply }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(periodFilterLabels.problems.future);
    await userEvent.clear(to);
    await userEvent.click(canvas.getByRole('button', { name: periodFilterLabels.apply }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(periodFilterLabels.problems.missing);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The recommender area's light theme. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '7일' })).toBeChecked();
  },
};

/** At 424 px the presets take a row, the dates the next, 조회 its own. */
export const AtMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const presets = canvas.getByRole('radiogroup', { name: periodFilterLabels.presetGroup });
    await expect(presets.getBoundingClientRect().width).toBeLessThanOrEqual(424);
    await expect(canvas.getByRole('button', { name: periodFilterLabels.apply })).toBeVisible();
  },
};
