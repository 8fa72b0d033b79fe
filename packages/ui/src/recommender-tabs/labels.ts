// Korean labels of RecommenderTabs (spec §2: losing settlement, members, deposits, withdrawals, settlement log).
import type { Labels } from '../labels';

/** The recommender's five tabs, in order, by route name (/recommender/pt is 'pt'). */
export const recommenderTabLabels = {
  pt: '루징 정산',
  member: '회원',
  deposit: '입금',
  withdraw: '출금',
  calc: '정산 로그',
} as const;

/** A recommender page's route name. */
export type RecommenderPage = keyof typeof recommenderTabLabels;

/** Every label of RecommenderTabs; pass a part of it as the `labels` prop to change some. */
export const recommenderTabsLabels = {
  // Not in spec: the area's title and controls.
  title: '추천인 정산',
  tabs: '추천인 메뉴',
  tabNames: recommenderTabLabels,
  backToSite: '사이트로 돌아가기',
  logout: '로그아웃',
};

/** Overrides of RecommenderTabs' labels. */
export type RecommenderTabsLabels = Labels<typeof recommenderTabsLabels>;
