export { AnalysisChart } from './AnalysisChart';
export type { AnalysisChartProps, ChartMark, ChartSeries } from './AnalysisChart';
export { analysisChartLabels } from './labels';
export type { AnalysisChartLabels } from './labels';
