// Korean labels of the format helpers, in one place for copy review.
import type { DateRangePreset } from './date-range';

/** The date range presets' button labels. */
export const dateRangePresetLabels: Readonly<Record<DateRangePreset, string>> = {
  today: '오늘',
  '7days': '7일',
  '15days': '15일',
  '1month': '1개월',
  '3months': '3개월',
};

/** Korean weekday names, Sunday first (the order of Date#getDay). */
export const dayNames = ['일', '월', '화', '수', '목', '금', '토'] as const;
