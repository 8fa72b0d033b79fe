import { HISTORY_GAME_TYPES, type HistoryGameType } from '@betkit/domain';

/** The dialog's tabs, in order: sports, live, virtual (bet365), mini-game, casino (third-party games). */
export const betHistoryTabs = ['sports', 'live', 'virtual', 'minigame', 'casino'] as const;
export type BetHistoryTab = (typeof betHistoryTabs)[number];

/** The history game type a slip tab lists; the casino tab lists third-party bets instead. */
export const tabGameTypes: Readonly<Record<Exclude<BetHistoryTab, 'casino'>, HistoryGameType>> = {
  sports: HISTORY_GAME_TYPES.sports,
  live: HISTORY_GAME_TYPES.live,
  virtual: HISTORY_GAME_TYPES.virtual,
  minigame: HISTORY_GAME_TYPES.minigame,
};
