// Not in spec: the game boards' words (the spec names the casino, slot, mini-game and virtual pages, not their cards).
import type { Labels } from '../labels';

/** Korean labels of ProviderCard, RoundHeader and GameChoiceList. */
export const gameBoardLabels = {
  play: '게임 실행',
  /** The launch button's accessible name ('Evolution 게임 실행'). */
  playProvider: (provider: string) => `${provider} 게임 실행`,
  launching: '게임 창을 여는 중',
  maintenanceBadge: '점검중',
  blockedBadge: '팝업 차단됨',
  /** Above a provider's highlighted games. */
  games: '대표 게임',
  /** Before a round's closing time. */
  closeAt: '베팅 마감',
  /** After a game's start time ('21:05 시작'). */
  startAt: '시작',
} as const;

/** Overrides of the game boards' labels. */
export type GameBoardLabels = Labels<typeof gameBoardLabels>;
