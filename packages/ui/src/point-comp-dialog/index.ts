export { PointCompDialog } from './PointCompDialog';
export type { PointCompDialogProps } from './PointCompDialog';
export { pointCompDialogLabels } from './labels';
export type { PointCompDialogLabels } from './labels';
