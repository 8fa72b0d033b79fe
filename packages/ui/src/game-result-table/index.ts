export { GameResultTable } from './GameResultTable';
export type { GameResultTableProps } from './GameResultTable';
export { GameResultPage } from './GameResultPage';
export type { GameResultPageProps } from './GameResultPage';
export { gameResultPageLabels, gameResultTableLabels } from './labels';
export type { GameResultPageLabels, GameResultTableLabels } from './labels';
