export { PopupLayer } from './PopupLayer';
export type { PopupLayerItem, PopupLayerProps } from './PopupLayer';
export { popupLayerLabels } from './labels';
export type { PopupLayerLabels } from './labels';
