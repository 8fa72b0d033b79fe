// The member services' calls of both specs' section 7: passwords, roulette cards and coupons, points and comps, attendance.
import {
  accountLoginMessages,
  couponMessages,
  rouletteMessages,
  conversionMessages,
  type CompEntry,
  type CouponType,
  type PointEntry,
} from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import { segment } from './segment';

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
