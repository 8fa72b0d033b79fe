export { BoardHeading, BoardMaintenance, BoardNote, GameChoiceList, GroupedPillNav, PillGroup, ProviderCard, ProviderGrid, RoundHeader } from './GameBoard';
export type { GameChoice, GameChoiceListProps, ProviderCardProps, RoundHeaderProps } from './GameBoard';
export { gameBoardLabels } from './labels';
export type { GameBoardLabels } from './labels';
