// Korean labels of AnalysisChart. The table's words are LedgerTable's.
import type { Labels } from '../labels';

/** Every label of AnalysisChart; pass a part of it as the `labels` prop to change some. */
export const analysisChartLabels = {
  // Not in spec: the analysis page's words.
  /** The chart's caption: the same numbers stand in the table under it. */
  summary: (title: string, days: number) => `${title}: ${days.toLocaleString('ko-KR')}일간의 일별 수치입니다. 같은 수치가 아래 표에 있습니다.`,
  legend: '범례',
  day: '날짜',
  /** A y-axis tick: whole 만원 (10,000 won) so the ticks stay short. */
  tick: (won: number) => (won === 0 ? '0' : `${(won / 10_000).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}만`),
  empty: '이 기간의 수치가 없습니다.',
};

/** Overrides of AnalysisChart's labels. */
export type AnalysisChartLabels = Labels<typeof analysisChartLabels>;
