export { GameResultTable } from './GameResultTable';
export type { GameResultTableProps } from './GameResultTable';
export { gameResultTableLabels } from './labels';
export type { GameResultTableLabels } from './labels';
