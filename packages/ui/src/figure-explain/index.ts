export { FigureExplain } from './FigureExplain';
export type { FigureExplainProps } from './FigureExplain';
export { figureExplainLabels } from './labels';
export type { FigureExplainLabels } from './labels';
