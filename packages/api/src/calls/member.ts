// Member calls of both specs' section 7: the user, messages, alerts, passwords, cards and coupons, points and comps.
import {
  accountLoginMessages,
  couponMessages,
  rouletteMessages,
  conversionMessages,
  type CardCounts,
  type CompEntry,
  type CouponType,
  type PointEntry,
  type SiteMessage,
  type SiteUser,
} from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import type { AlertCountType, AlertSettings } from '../types';
import { segment } from './segment';

/** GET /member/{id}: the member, re-fetched (every 5 seconds and on "새로고침"). */
export function getMember(client: ApiClient, id: number, { signal }: CallOptions = {}): Promise<SiteUser> {
  return client.request<SiteUser>('GET', `/member/${segment(id)}`, { signal });
}

/** GET /card/user/count?memberId: the member's normal and VIP roulette cards. */
export function getCardCounts(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<CardCounts> {
  return client.request<CardCounts>('GET', '/card/user/count', { query: { memberId }, signal });
}

/** GET /message/user/count: the number of unread messages. */
export function getUnreadMessageCount(client: ApiClient, { signal }: CallOptions = {}): Promise<number> {
  return client.request<number>('GET', '/message/user/count', { signal });
}

/** GET /message/unread/{memberId}: the unread messages (non-empty sends the member to /message). */
export function getUnreadMessages(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<SiteMessage[]> {
  return client.request<SiteMessage[]>('GET', `/message/unread/${segment(memberId)}`, { signal });
}

/** GET /message/user/{id}: the member's messages. */
export function getMessages(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<SiteMessage[]> {
  return client.request<SiteMessage[]>('GET', `/message/user/${segment(memberId)}`, { signal });
}

/** PUT /message/ {id, confirmStatus 1}: marks a message read when opened. */
export function markMessageRead(client: ApiClient, id: number, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('PUT', '/message/', { body: { id, confirmStatus: 1 }, signal });
}

/** PUT /message/delete [{id, userDeleteFlg 1}]: deletes read messages (unread ones cannot be deleted). */
export function deleteMessages(client: ApiClient, ids: readonly number[], { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('PUT', '/message/delete', { body: ids.map((id) => ({ id, userDeleteFlg: 1 })), signal });
}

/** POST /member/resetAlertCount {type}: resets a notification's counter. */
export function resetAlertCount(client: ApiClient, type: AlertCountType, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', '/member/resetAlertCount', { body: { type }, signal });
}

/** GET /member/alertInfo: the member's alert settings. */
export function getAlertSettings(client: ApiClient, { signal }: CallOptions = {}): Promise<AlertSettings> {
  return client.request<AlertSettings>('GET', '/member/alertInfo', { signal });
}

/** POST /member/updateAlert {alert settings}: saves the alert settings (my page). */
export function updateAlertSettings(client: ApiClient, settings: AlertSettings, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', '/member/updateAlert', { body: settings, signal });
}

/** POST /member/find-password {phoneNumber, userId, accountHolder}; phoneNumber is its last 4 digits. */
export function findPassword(
  client: ApiClient,
  payload: { phoneNumber: string; userId: string; accountHolder: string },
  { signal }: CallOptions = {},
): Promise<unknown> {
  return client.request('POST', '/member/find-password', {
    body: payload,
    signal,
    fallbackMessage: accountLoginMessages.findFailed,
  });
}

/** POST /member/change-password {userId, newPassword}: the recovery flow's new password. */
export function changeRecoveredPassword(
  client: ApiClient,
  payload: { userId: string; newPassword: string },
  { signal }: CallOptions = {},
): Promise<unknown> {
  return client.request('POST', '/member/change-password', {
    body: payload,
    signal,
    fallbackMessage: accountLoginMessages.changeFailed,
  });
}

/** PUT member/change-password/{id} {oldPassword, password}: the my-page password change. */
export function changePassword(
  client: ApiClient,
  id: number,
  payload: { oldPassword: string; password: string },
  { signal }: CallOptions = {},
): Promise<unknown> {
  return client.request('PUT', `/member/change-password/${segment(id)}`, { body: payload, signal });
}

/** POST /card/choice {memberId, couponType}: spins the roulette with one card; answers the points won (0 a miss). */
export function spinRoulette(
  client: ApiClient,
  payload: { memberId: number; couponType: CouponType },
  { signal }: CallOptions = {},
): Promise<number> {
  return client.request<number>('POST', '/card/choice', {
    body: payload,
    signal,
    fallbackMessage: rouletteMessages.errorFallback,
  });
}

/** POST /card/roulleteCount/{memberId}: the daily cumulative charge-count coupon (the backend's spelling). */
export function claimChargeCountCoupon(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', `/card/roulleteCount/${segment(memberId)}`, {
    signal,
    fallbackMessage: couponMessages.errorFallback,
  });
}

/** POST /card/roulleteAmount/{memberId}: the daily cumulative charge-amount coupon. */
export function claimChargeAmountCoupon(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', `/card/roulleteAmount/${segment(memberId)}`, {
    signal,
    fallbackMessage: couponMessages.errorFallback,
  });
}

/** GET /point/user/{id}: the point history, newest first. */
export function getPointHistory(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<PointEntry[]> {
  return client.request<PointEntry[]>('GET', `/point/user/${segment(memberId)}`, { signal });
}

/** GET /comp/user/{id}: the comp history, newest first. */
export function getCompHistory(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<CompEntry[]> {
  return client.request<CompEntry[]>('GET', `/comp/user/${segment(memberId)}`, { signal });
}

/** POST /emoney/pointToEmoney {memberId, point, userUpdatedAt}: converts points into money. */
export function convertPoints(
  client: ApiClient,
  payload: { memberId: number; point: number; userUpdatedAt: string },
  { signal }: CallOptions = {},
): Promise<unknown> {
  return client.request('POST', '/emoney/pointToEmoney', {
    body: payload,
    signal,
    fallbackMessage: conversionMessages.errorFallback,
  });
}

/** POST /emoney/compToEmoney {memberId, comp, userUpdatedAt}: converts comps into money. */
export function convertComps(
  client: ApiClient,
  payload: { memberId: number; comp: number; userUpdatedAt: string },
  { signal }: CallOptions = {},
): Promise<unknown> {
  return client.request('POST', '/emoney/compToEmoney', {
    body: payload,
    signal,
    fallbackMessage: conversionMessages.errorFallback,
  });
}

/** The attendance answer: the member's checked days as YYYY-MM-DD (Korean dates). Not in spec. */
export interface AttendanceAnswer {
  dates: string[];
}

/** GET /attendance/{memberId}: the days the member checked in. Not in spec: the spec names /attendance only. */
export function getAttendance(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<AttendanceAnswer> {
  return client.request<AttendanceAnswer>('GET', `/attendance/${segment(memberId)}`, { signal });
}

/** POST /attendance {memberId}: today's check; answers the checked days. Not in spec. */
export function checkAttendance(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<AttendanceAnswer> {
  return client.request<AttendanceAnswer>('POST', '/attendance', { body: { memberId }, signal });
}
