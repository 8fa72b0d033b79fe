export { dateRangePresets, dateRangePresetDays, dateRangePreset } from './date-range';
export type { DateRangePreset, DateRange } from './date-range';
export { dateRangePresetLabels, dayNames } from './labels';
export { formatPhone, dayName } from './phone';
