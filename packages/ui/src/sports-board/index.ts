export { BoardFilterBar, SportsBoardPage, SportsBoardResults } from './SportsBoard';
export type { SportsBoardResultsProps, SportsBoardPageProps } from './SportsBoard';
