export { GameStatusLabel } from './GameStatusLabel';
export type { GameStatusLabelProps } from './GameStatusLabel';
export { PeriodLabel } from './PeriodLabel';
export type { PeriodLabelProps } from './PeriodLabel';
export { MarketName } from './MarketName';
export type { MarketNameProps } from './MarketName';
