// Not in spec: the spec names the result routes only; the table's words are ours.
import type { Labels } from '../labels';

/** Korean labels of GameResultTable. */
export const gameResultTableLabels = {
  /** The table's accessible name. */
  list: '경기 결과',
  time: '경기시간',
  sport: '종목',
  league: '리그',
  home: '홈',
  score: '스코어',
  away: '원정',
  empty: '경기 결과가 없습니다.',
} as const;

/** Overrides of GameResultTable's labels. */
export type GameResultTableLabels = Labels<typeof gameResultTableLabels>;
