// The recommender area's tabs (spec 2: /recommender/pt, member, deposit, withdraw, calc), named by ui's RecommenderTabs.
import type { DateRangePreset } from '@betkit/domain';
import { recommenderTabLabels, type RecommenderPage } from '@betkit/ui';
import { recommendersPath } from '../app/paths';

/** Not in spec: a tab opens on the last 30 days (betting-core §9's '30 days' preset), a recommender's settlement month. */
export const RECOMMENDER_PERIOD_PRESET: DateRangePreset = '1month';

/** Every tab's route segment, in the tabs' order. */
export const recommenderPages = Object.keys(recommenderTabLabels) as RecommenderPage[];

/** A tab's path: 'member' → '/recommender/member'. */
export const recommenderPagePath = (page: RecommenderPage) => `${recommendersPath}/${page}`;

/** The tab a pathname shows, or undefined. */
export const recommenderPageOf = (pathname: string): RecommenderPage | undefined =>
  recommenderPages.find((page) => pathname === recommenderPagePath(page));
