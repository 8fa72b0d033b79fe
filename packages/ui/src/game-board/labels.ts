// Not in spec: the game boards' words (the spec names the casino, slot, mini-game and virtual pages, not their cards).
import type { Labels } from '../labels';

/** Korean labels of ProviderCard, RoundHeader, GameChoiceList and the virtual board. */
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
  /** VirtualLeagueNav's accessible name. */
  virtualLeagues: '가상스포츠 리그',
  /** VirtualGames' list heading, and its line when no game is coming. */
  virtualGames: '경기 목록',
  virtualEmpty: '예정된 경기가 없습니다. 잠시 후 다시 확인해주세요.',
} as const;

/** Overrides of the game boards' labels. */
export type GameBoardLabels = Labels<typeof gameBoardLabels>;

/** Korean labels of MinigameBoard. */
export const minigameBoardLabels = {
  /** Accessible name of the nav of one provider's mini-games. */
  siblings: (provider: string) => `${provider} 미니게임`,
  intervalSeconds: (seconds: number) => (seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60}분 간격` : `${seconds}초 간격`),
  checking: '미니게임 상태를 확인하는 중입니다.',
  maintenanceTitle: '미니게임 점검 안내',
  maintenanceDetail: '점검이 끝나면 다시 이용하실 수 있습니다.',
  failedTitle: '미니게임을 열 수 없습니다.',
} as const;

/** Overrides of MinigameBoard's labels. */
export type MinigameBoardLabels = Labels<typeof minigameBoardLabels>;

