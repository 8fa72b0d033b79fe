export { BoardHeading, BoardMaintenance, BoardNote, GameChoiceList, GroupedPillNav, PillGroup, ProviderCard, ProviderGrid, RoundHeader } from './GameBoard';
export type { GameChoice, GameChoiceListProps, ProviderCardProps, RoundHeaderProps } from './GameBoard';
export { MinigameBoard } from './MinigameBoard';
export type { MinigameBoardProps } from './MinigameBoard';
export type { PillLink, PillLinkProps } from './PillLinks';
export { VirtualGames, VirtualLeagueNav } from './VirtualBoard';
export type { VirtualGamesProps, VirtualLeagueGroup, VirtualLeagueNavProps } from './VirtualBoard';
export { gameBoardLabels, minigameBoardLabels } from './labels';
export type { GameBoardLabels, MinigameBoardLabels } from './labels';
