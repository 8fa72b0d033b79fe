// Korean labels of PeriodFilter. The presets' days and the printed interval come from @betkit/domain.
import { dateRangePresetLabels, type PeriodProblem } from '@betkit/domain';
import type { Labels } from '../labels';

/** Every label of PeriodFilter; pass a part of it as the `labels` prop to change some. */
export const periodFilterLabels = {
  // Not in spec: the filter's words; the presets are betting-core §9's, named by their days as a partner counts them.
  /** The filter's accessible name. */
  name: '조회 기간',
  presetGroup: '기간 선택',
  presets: { ...dateRangePresetLabels, '1month': '30일', '3months': '90일' },
  from: '시작일',
  to: '종료일',
  apply: '조회',
  /** The line printing the applied interval, before the interval. */
  applied: '적용 기간',
  problems: {
    missing: '시작일과 종료일을 모두 입력해 주세요.',
    reversed: '시작일은 종료일보다 늦을 수 없습니다.',
    future: '종료일은 오늘보다 늦을 수 없습니다.',
  } satisfies Record<PeriodProblem, string>,
};

/** Overrides of PeriodFilter's labels. */
export type PeriodFilterLabels = Labels<typeof periodFilterLabels>;
