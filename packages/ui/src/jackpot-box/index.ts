export { JackpotBox } from './JackpotBox';
export type { JackpotBoxProps } from './JackpotBox';
export { jackpotBoxLabels } from './labels';
export type { JackpotBoxLabels } from './labels';
