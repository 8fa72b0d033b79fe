// Korean labels of the sports screens: the pre-match board and the in-play board (the sport tree's are @betkit/ui's).
// Not in spec: the spec names these screens but gives none of their wording.

/** The betting tabs of the pre-match board: '전체' first (the spec's selectedBettingTab default 'all'), then market families. */
export const bettingTabLabels = {
  all: '전체',
  winner: '승무패',
  handicap: '핸디캡',
  underOver: '언더/오버',
  other: '기타',
} as const;

/** Shared by both boards (the cards' own words are @betkit/ui's oddsBoardLabels). */
export const boardLabels = {
  /** The number of fixtures on the board. */
  total: (count: number) => `${count.toLocaleString('ko-KR')}경기`,
} as const;

/** The pre-match board. */
export const prematchLabels = {
  /** The page heading per bet style (/ and /korean are Korean style, /europe European, /event event). */
  title: { korean: '스포츠 (국내형)', europe: '스포츠 (유럽형)', event: '스포츠 (이벤트)' },
  /** The mobile board's links to each bet style's board. */
  styles: '베팅 방식',
  styleNames: { europe: '유럽형', korean: '국내형', event: '이벤트' },
  tabs: '베팅 유형',
  empty: '경기가 없습니다.',
  emptyFavourites: '즐겨찾기한 경기가 없습니다. 경기 옆 별을 눌러 추가하세요.',
  favouritesFilter: '즐겨찾기',
  search: (text: string) => `'${text}' 검색 결과`,
  filtered: '선택한 종목·리그의 경기',
  clearFilters: '전체 경기 보기',
  pagination: '경기 목록 페이지',
} as const;

/** The in-play board. */
export const inplayLabels = {
  title: '인플레이',
  empty: '진행 중인 경기가 없습니다.',
} as const;

/** The sport tree's mini-game groups (spec 2: "plus minigame groups"). */
export const minigameTreeLabels = {
  /** The top branch holding a branch per provider. */
  title: '미니게임',
} as const;
