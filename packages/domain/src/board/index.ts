// The odds boards' public surface: their entities and rules.
export type { BoardBet, BoardFixture, BoardMarket, BoardPage, BoardSelection, SelectionNames } from './types';
export {
  BET_OPEN,
  bettingTabOf,
  bettingTabs,
  boardFixturesOf,
  boardPageOf,
  fixtureLeague,
  fixtureStart,
  isOpen,
  listOf,
  mainRowIndex,
  marketLineName,
  marketName,
  marketRows,
  marketTab,
  marketsForTab,
  pickedIds,
  selectionOf,
  slipChanges,
} from './board';
export type { BettingTab, BoardWithMarkets, MarketRow } from './board';
export { boardPrices, trackPrices } from './live';
export type { PriceTrack, TrackedPrice } from './live';
export { shareBoard } from './share';
export { gameSelectionOf, gameTitle, isOnSlip, isRoundOpen, upcomingGames } from './games';
export type { SelectionGame } from './games';
