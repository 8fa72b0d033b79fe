export { OddsBoard } from './OddsBoard';
export type { OddsBoardEntry, OddsBoardProps } from './OddsBoard';
export { FixtureCard } from './FixtureCard';
export type { FixtureCardProps } from './FixtureCard';
export { FavouriteToggle, KickOff, LiveBadge, LiveScore, LiveStatus } from './FixtureHead';
export { MarketBoard } from './MarketBoard';
export type { MarketBoardProps } from './MarketBoard';
export { oddsBoardLabels } from './labels';
export type { OddsBoardLabels } from './labels';
