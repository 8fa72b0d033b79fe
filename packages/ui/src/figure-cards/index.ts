export { FigureCards } from './FigureCards';
export type { AgentKind, FigureCardsProps, PartnerFigures } from './FigureCards';
export { figureCardsLabels } from './labels';
export type { FigureCardsLabels } from './labels';
