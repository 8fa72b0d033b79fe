export { Dialog, DialogClose, dialogWidths } from './Dialog';
export type { DialogProps, DialogWidth } from './Dialog';
export { dialogLabels } from './labels';
export type { DialogLabels } from './labels';
