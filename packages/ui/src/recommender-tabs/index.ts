export { RecommenderTabs } from './RecommenderTabs';
export type { RecommenderLinkProps, RecommenderTabsProps } from './RecommenderTabs';
export { recommenderTabLabels, recommenderTabsLabels } from './labels';
export type { RecommenderPage, RecommenderTabsLabels } from './labels';
