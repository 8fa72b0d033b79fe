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

/** Korean labels of GameResultPage. Not in spec: spec 2 names the three result routes only. */
export const gameResultPageLabels = {
  title: '경기 결과',
  /** Accessible name of the kinds' tabs. */
  kinds: '경기 결과 종류',
  loading: '경기 결과를 불러오는 중입니다.',
  kindNames: { sports: '스포츠', minigame: '미니게임', virtuals: '가상스포츠' },
} as const;

/** Overrides of GameResultPage's labels. */
export type GameResultPageLabels = Labels<typeof gameResultPageLabels>;
