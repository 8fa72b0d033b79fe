import type { Labels } from '../labels';
// Not in spec: the spec names the boards but gives none of their wording.
/** Korean labels of OddsBoard, FixtureCard, the fixture's head parts and MarketBoard. */
export const oddsBoardLabels = {
  versus: 'vs',
  loading: '경기 목록을 불러오는 중입니다…',
  /** The board's failure, before the server's text. */
  failed: '경기 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  /** Accessible name of a fixture's markets: '울산 HD vs 전북 현대 배당'. */
  markets: (home: string, away: string) => `${home} vs ${away} 배당`,
  /** Opens a fixture's other lines: '배당 더보기 (+4)'. */
  moreLines: (count: number) => `배당 더보기 (+${count})`,
  fewerLines: '주요 배당만 보기',
  /** The star's accessible name; pressed when the fixture is a favourite. */
  favourite: (home: string, away: string) => `${home} vs ${away} 즐겨찾기`,
  live: 'LIVE',
  /** The score's accessible name: '스코어 2 대 0'. */
  score: (home: string, away: string) => `스코어 ${home} 대 ${away}`,
  /** Minutes played. */
  clock: (minutes: number) => `${minutes}'`,
  /** Accessible name of a virtual game's or mini-game round's markets. */
  gameMarkets: '베팅 선택',
  // Not in spec: the reason a second pick on the same game does nothing (the simple slip's add rule).
  onePickPerGame: '한 경기(회차)에 하나만 선택할 수 있습니다.',
} as const;

/** Overrides of the words (the one labels convention, ../labels). */
export type OddsBoardLabels = Labels<typeof oddsBoardLabels>;
