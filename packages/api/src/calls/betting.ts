// Betting-core calls (betting-core.md section 7): history, delete, cancel, placing, limits, member refresh.
import { bettingMessages, type BetRequest, type HistoryQuery, type HistorySlip, type HistorySlipTitle } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import type { BetPlacedAnswer, MemberBettingSettings, MinigameBettingSettings } from '../types';
import { segment } from './segment';

/** GET /sports-prematch/count: the number of slips the history query matches. */
export function getBetSlipCount(client: ApiClient, query: HistoryQuery, { signal }: CallOptions = {}): Promise<number> {
  return client.request<number>('GET', '/sports-prematch/count', { query: { ...query }, signal });
}

/** GET /sports-prematch/bettings: one page of slips, each an array of legs (the first carries the slip). */
export function getBetSlips(client: ApiClient, query: HistoryQuery, { signal }: CallOptions = {}): Promise<HistorySlip[]> {
  return client.request<HistorySlip[]>('GET', '/sports-prematch/bettings', { query: { ...query }, signal });
}

/** POST /sports-prematch/user-delete with the slips' title objects (their first legs); answers the text to show. */
export function deleteBetSlips(
  client: ApiClient,
  titles: readonly HistorySlipTitle[],
  { signal }: CallOptions = {},
): Promise<string> {
  return client.request<string>('POST', '/sports-prematch/user-delete', {
    body: titles,
    signal,
    fallbackMessage: bettingMessages.deleteFailed,
  });
}

/** POST /sports-prematch/user/cancelAll/{id}: cancels a pending slip; answers the text to show. */
export function cancelBetSlip(client: ApiClient, slipId: number | string, { signal }: CallOptions = {}): Promise<string> {
  return client.request<string>('POST', `/sports-prematch/user/cancelAll/${segment(slipId)}`, {
    signal,
    fallbackMessage: bettingMessages.betFailedDefault,
  });
}

/**
 * POST /sports-prematch/betting. A rejection whose `body` passes `isOddsChangeAnswer` (domain) is an
 * odds change: open the odds-change dialog with it.
 */
export function placeBet(client: ApiClient, request: BetRequest, { signal }: CallOptions = {}): Promise<BetPlacedAnswer> {
  return client.request<BetPlacedAnswer>('POST', '/sports-prematch/betting', {
    body: request,
    signal,
    fallbackMessage: bettingMessages.betFailedDefault,
  });
}

/** GET /settingMinigameBetting: the mini-game betting limits. */
export function getMinigameBettingSettings(client: ApiClient, { signal }: CallOptions = {}): Promise<MinigameBettingSettings> {
  return client.request<MinigameBettingSettings>('GET', '/settingMinigameBetting', { signal });
}

/** GET /settingMemberBetting/{userId}: the member's betting settings (europe and inplay routes). */
export function getMemberBettingSettings(
  client: ApiClient,
  userId: string,
  { signal }: CallOptions = {},
): Promise<MemberBettingSettings> {
  return client.request<MemberBettingSettings>('GET', `/settingMemberBetting/${segment(userId)}`, { signal });
}
