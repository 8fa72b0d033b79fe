export { PeriodFilter } from './PeriodFilter';
export type { PeriodFilterProps } from './PeriodFilter';
export { periodFilterLabels } from './labels';
export type { PeriodFilterLabels } from './labels';
