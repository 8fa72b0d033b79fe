// Not in spec: the spec names the virtual-soccer streams (sections 4 and 7), not the words around them.
import type { Labels } from '../labels';

/** Korean labels of VirtualStream. */
export const virtualStreamLabels = {
  /** The caption above the screen, also the figure's accessible name ('프리미어십 경기 중계'). */
  region: (name: string) => `${name} 경기 중계`,
  /** The video's accessible name. */
  video: (name: string) => `${name} 경기 영상`,
  /** The controls' group name, and the buttons. */
  controls: '영상 조작',
  play: '재생',
  pause: '일시정지',
  /** The sound toggle (pressed: the sound is on; off at first). */
  sound: '소리',
  loading: '경기 영상을 불러오는 중입니다.',
  none: '지금 이 리그의 중계 영상이 없습니다. 잠시 후 다시 확인해주세요.',
  failedTitle: '경기 영상을 불러오지 못했습니다.',
  /** When the video itself cannot be played. */
  unplayable: '경기 영상을 재생할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Overrides of VirtualStream's labels. */
export type VirtualStreamLabels = Labels<typeof virtualStreamLabels>;
