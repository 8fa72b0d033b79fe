export { OddsText } from './OddsText';
export type { OddsTextProps } from './OddsText';
export { oddsTextLabels } from './labels';
export type { OddsTextLabels } from './labels';
