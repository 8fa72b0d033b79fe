export { BoardHeading, BoardMaintenance, BoardNote, GameChoiceList, GroupedPillNav, PillGroup, ProviderCard, ProviderGrid, RoundHeader } from './GameBoard';
export type { GameChoice, GameChoiceListProps, ProviderCardProps, RoundHeaderProps } from './GameBoard';
export { MinigameBoard } from './MinigameBoard';
export type { MinigameBoardProps, MinigameLinkProps, MinigameSibling } from './MinigameBoard';
export { gameBoardLabels, minigameBoardLabels } from './labels';
export type { GameBoardLabels, MinigameBoardLabels } from './labels';
