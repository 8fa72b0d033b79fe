export { SlipColumn } from './SlipColumn';
export type { SlipColumnProps } from './SlipColumn';
export { frameLabels } from './labels';
