import type { Labels } from '../labels';
// Not in spec: the spec names the sport tree but gives none of its wording.
/** Korean labels of SportTree. */
export const sportTreeLabels = {
  nav: '스포츠 종목',
  search: '국가, 리그, 팀 검색',
  searchSubmit: '검색',
  loading: '종목을 불러오는 중입니다…',
  failed: '종목을 불러오지 못했습니다.',
  retry: '다시 시도',
  empty: '등록된 종목이 없습니다.',
  /** The link to every fixture of a sport or country. */
  all: (name: string) => `${name} 전체`,
  /** A count as read ('10경기'). */
  count: (count: number) => `${count}경기`,
} as const;

/** Overrides of the words (the one labels convention, ../labels). */
export type SportTreeLabels = Labels<typeof sportTreeLabels>;
