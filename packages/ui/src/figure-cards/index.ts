export { FigureCards, LosingFigure } from './FigureCards';
export type { AgentKind, FigureCardsProps, LosingFigureProps, PartnerFigures } from './FigureCards';
export { figureCardsLabels } from './labels';
export type { FigureCardsLabels } from './labels';
