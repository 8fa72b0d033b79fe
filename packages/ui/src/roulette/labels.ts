// Korean labels of the roulette dialog (site-and-member-services.md sections 2, 4 and 9). Result and error texts
// come from the domain (`rouletteResultMessage`, `rouletteMessages`).
import type { Labels } from '../labels';

export const rouletteDialogLabels = {
  title: '룰렛',
  /** The tabs' accessible name. */
  kinds: '룰렛 종류',
  normal: '일반 룰렛',
  vip: 'VIP 룰렛',
  wheel: '룰렛 판',
  spin: '룰렛 돌리기',
  close: '닫기',
  /** Not in spec: a segment without points. */
  miss: '꽝',
} as const;

/** Overrides of RouletteDialog's labels. */
export type RouletteDialogLabels = Labels<typeof rouletteDialogLabels>;

/** A tab's label with the cards held: '일반 룰렛 (3장)'; the name alone when the count could not be read. */
export function rouletteTabLabel(name: string, cards: number | null): string {
  return cards === null ? name : `${name} (${cards}장)`;
}

/** The wheel's accessible description: its segments clockwise from the pointer. */
export function rouletteWheelDescription(segments: readonly string[]): string {
  return `시계 방향으로 ${segments.join(', ')}`;
}
