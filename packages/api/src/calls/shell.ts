// Shell calls of site-and-member-services.md section 7: the sport tree, settings, boards, popups, jackpot.
import type { League, Location, SitePopup, SportListItem } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import type { BoardListAnswer, BoardPost, JackpotAnswer, SignUpSettingAnswer, UserSettingAnswer } from '../types';

/** GET /sports-prematch/sports: the sport tree with counts. */
export function getSports(client: ApiClient, { signal }: CallOptions = {}): Promise<SportListItem[]> {
  return client.request<SportListItem[]>('GET', '/sports-prematch/sports', { signal });
}

/** GET /sports-prematch/location?sportId: a sport's countries with counts. */
export function getLocations(client: ApiClient, sportId: number, { signal }: CallOptions = {}): Promise<Location[]> {
  return client.request<Location[]>('GET', '/sports-prematch/location', { query: { sportId }, signal });
}

/** GET /sports-prematch/league?sportId&locationId: a country's leagues with counts. */
export function getLeagues(
  client: ApiClient,
  query: { sportId: number; locationId: number },
  { signal }: CallOptions = {},
): Promise<League[]> {
  return client.request<League[]>('GET', '/sports-prematch/league', { query: { ...query }, signal });
}

/** GET /jackpot: the jackpot value. */
export function getJackpot(client: ApiClient, { signal }: CallOptions = {}): Promise<JackpotAnswer> {
  return client.request<JackpotAnswer>('GET', '/jackpot', { signal });
}

/** GET /setting/user: the shell's settings (maintenance switch, holdem maintenance, top notice). */
export function getUserSetting(client: ApiClient, { signal }: CallOptions = {}): Promise<UserSettingAnswer> {
  return client.request<UserSettingAnswer>('GET', '/setting/user', { signal });
}

/** GET settingSignUp: whether sign-up is closed (joinStartEndFlg). */
export function getSignUpSetting(client: ApiClient, { signal }: CallOptions = {}): Promise<SignUpSettingAnswer> {
  return client.request<SignUpSettingAnswer>('GET', '/settingSignUp', { signal });
}

/** GET /boardEvent: the event board (the shell keeps only its length). */
export function getEvents(client: ApiClient, { signal }: CallOptions = {}): Promise<BoardPost[]> {
  return client.request<BoardPost[]>('GET', '/boardEvent', { signal });
}

/** GET /boardNotice?noticeType=0: the site notices. */
export function getNotices(client: ApiClient, { signal }: CallOptions = {}): Promise<BoardPost[]> {
  return client.request<BoardPost[]>('GET', '/boardNotice', { query: { noticeType: 0 }, signal });
}

/** GET /board?category&page&perpage: a board's page (the notice widget reads 5 a page). */
export function getBoardPage(
  client: ApiClient,
  query: { category: string; page: number; perpage: number },
  { signal }: CallOptions = {},
): Promise<BoardListAnswer> {
  return client.request<BoardListAnswer>('GET', '/board', { query: { ...query }, signal });
}

/** GET /boardPopup: the site popups (server HTML; the shell keeps popupStatus 0). */
export function getPopups(client: ApiClient, { signal }: CallOptions = {}): Promise<SitePopup[]> {
  return client.request<SitePopup[]>('GET', '/boardPopup', { signal });
}

/**
 * POST /board {category 'notice', title, contents}: a notice written by role 1 (/community/notice/regist). Not in
 * spec: the spec names the route and who may write, not the call; the answer is the stored post.
 */
export function postNotice(
  client: ApiClient,
  payload: { title: string; contents: string },
  { signal }: CallOptions = {},
): Promise<BoardPost> {
  return client.request<BoardPost>('POST', '/board', { body: { category: 'notice', ...payload }, signal });
}
