export { RouletteDialog } from './RouletteDialog';
export type { RouletteDialogProps } from './RouletteDialog';
export { RouletteWheel } from './RouletteWheel';
export type { RouletteWheelProps } from './RouletteWheel';
export { rouletteDialogLabels, rouletteTabLabel } from './labels';
export type { RouletteDialogLabels } from './labels';
