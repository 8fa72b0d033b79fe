export { PopupLayer } from './PopupLayer';
export type { PopupArea, PopupLayerItem, PopupLayerProps } from './PopupLayer';
export { popupLayerLabels } from './labels';
export type { PopupLayerLabels } from './labels';
