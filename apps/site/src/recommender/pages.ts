// The recommender area's tabs (spec 2: /recommender/pt, member, deposit, withdraw, calc), named by ui's RecommenderTabs.
import { recommenderTabLabels, type RecommenderPage } from '@betkit/ui';
import { recommendersPath } from '../app/paths';

/** Every tab's route segment, in the tabs' order. */
export const recommenderPages = Object.keys(recommenderTabLabels) as RecommenderPage[];

/** A tab's path: 'member' → '/recommender/member'. */
export const recommenderPagePath = (page: RecommenderPage) => `${recommendersPath}/${page}`;

/** The tab a pathname shows, or undefined. */
export const recommenderPageOf = (pathname: string): RecommenderPage | undefined =>
  recommenderPages.find((page) => pathname === recommenderPagePath(page));
