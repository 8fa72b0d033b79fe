import type { Labels } from '../labels';

// Not in spec: the controls' Korean words; the spec names them "don't open today" and a close button.
export const popupLayerLabels = {
  /** The layer that holds the site's popups. */
  layer: '팝업 공지',
  /** The name of a popup whose contents have no heading and no described image. */
  untitled: (position: number, count: number) => `팝업 ${position} / ${count}`,
  /** Hides the popup for 12 hours. */
  hideToday: '오늘 하루 열지 않기',
  /** Hides the popup for 5 minutes. */
  close: '닫기',
};

/** Overrides of PopupLayer's labels. */
export type PopupLayerLabels = Labels<typeof popupLayerLabels>;
