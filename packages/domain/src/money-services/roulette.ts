// Roulette and coupon rules (site-and-member-services.md sections 3, 4, 7, 8 and 9).

import { couponMessages, rouletteMessages, roulettePointsAddedMessage, serverTextOr } from '../messages';

/** The two wheels: normal cards and VIP cards. */
export type RouletteKind = 'normal' | 'vip';

/** Spec 3: "normal wheel 0, 2000, 4000, 6000, 8000, 10000, 20000". */
export const NORMAL_ROULETTE_PRIZES = [0, 2_000, 4_000, 6_000, 8_000, 10_000, 20_000] as const;
/** Spec 3: "VIP wheel 0, 20000, 30000, 40000, 60000, 80000, 100000". */
export const VIP_ROULETTE_PRIZES = [0, 20_000, 30_000, 40_000, 60_000, 80_000, 100_000] as const;
/** Spec 9: "8 segments of 45 degrees". */
export const ROULETTE_SEGMENT_COUNT = 8;
/** Spec 9: each segment spans 45 degrees. */
export const ROULETTE_SEGMENT_DEGREES = 45;
/** Spec 9: "Roulette: 2 s spin". */
export const ROULETTE_SPIN_MS = 2_000;
/** Spec 9: "plus 1 s before the result". */
export const ROULETTE_RESULT_DELAY_MS = 1_000;
/** Spec 9: "dialog width 600". */
export const ROULETTE_DIALOG_WIDTH_PX = 600;
/** Not in spec: degrees kept clear of each segment edge so the pointer never lands on a line. */
export const ROULETTE_EDGE_MARGIN_DEGREES = 5;

/** Spec 9 and 7: "Coupon types: 1 normal, 2 VIP" (POST /card/choice couponType). */
export const COUPON_TYPE = { normal: 1, vip: 2 } as const;
/** A card/coupon type code. */
export type CouponType = (typeof COUPON_TYPE)[RouletteKind];

/** The coupon type code of a wheel. */
export function couponTypeFor(kind: RouletteKind): CouponType {
  return COUPON_TYPE[kind];
}

/** The seven distinct prizes of a wheel, in spec order. */
export function roulettePrizes(kind: RouletteKind): readonly number[] {
  return kind === 'vip' ? VIP_ROULETTE_PRIZES : NORMAL_ROULETTE_PRIZES;
}

/**
 * Spec ambiguity: 7 prizes on 8 segments. Segments 0-6 hold the prizes in spec order, clockwise
 * from the pointer; segment 7 is a second miss (0).
 */
export function rouletteSegments(kind: RouletteKind): readonly number[] {
  return [...roulettePrizes(kind), 0];
}

/** A random source returning numbers in [0, 1); injected so the rule stays pure. */
export type RandomSource = () => number;

function unit(random: RandomSource): number {
  const value = random();
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 1 - Number.EPSILON : value;
}

/** The prize amount a prize index (0-6) or amount names on a wheel, or null when it is not on the wheel. */
export function resolvePrize(prizeIndexOrAmount: number, kind: RouletteKind): number | null {
  const prizes = roulettePrizes(kind);
  // Every non-zero prize is at least 2,000, so indexes 0-6 and amounts never collide.
  const byIndex = prizes[prizeIndexOrAmount];
  if (byIndex !== undefined) return byIndex;
  return prizes.includes(prizeIndexOrAmount) ? prizeIndexOrAmount : null;
}

/**
 * The clockwise wheel rotation in degrees, in [0, 360), that stops a point inside a segment of the
 * prize under the top pointer. A prize index 0-6 or an amount is accepted (index 0 and amount 0 are
 * both the miss); a miss picks one of its two segments with `random`. Null when the prize is not on the wheel.
 */
export function landingAngle(prizeIndexOrAmount: number, kind: RouletteKind, random: RandomSource): number | null {
  const prize = resolvePrize(prizeIndexOrAmount, kind);
  if (prize === null) return null;
  const segments = rouletteSegments(kind);
  const first = segments.indexOf(prize);
  const last = segments.lastIndexOf(prize);
  const segment = first === last || unit(random) < 0.5 ? first : last;
  const span = ROULETTE_SEGMENT_DEGREES - 2 * ROULETTE_EDGE_MARGIN_DEGREES;
  const point = segment * ROULETTE_SEGMENT_DEGREES + ROULETTE_EDGE_MARGIN_DEGREES + unit(random) * span;
  return (360 - point) % 360;
}

/** The segment index under the pointer after a clockwise rotation (inverse of landingAngle). */
export function segmentAtRotation(rotation: number): number {
  const point = (((360 - rotation) % 360) + 360) % 360;
  return Math.floor(point / ROULETTE_SEGMENT_DEGREES) % ROULETTE_SEGMENT_COUNT;
}

/**
 * Spec 4 and 7: the result message for the points won ("0 = a miss, otherwise points were added");
 * a body that is not a non-negative number gets the error fallback.
 */
export function rouletteResultMessage(points: unknown): string {
  const value = typeof points === 'string' && points.trim() !== '' ? Number(points) : points;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return rouletteMessages.errorFallback;
  return value === 0 ? rouletteMessages.miss : roulettePointsAddedMessage(value);
}

/** Spec 4: the message for a click while the wheel spins, or null when idle. */
export function rouletteSpinningMessage(spinning: boolean): string | null {
  return spinning ? rouletteMessages.spinning : null;
}

/** Spec 8: the roulette error text — the response body when it has text, else the fallback. */
export function rouletteErrorMessage(body: unknown): string {
  return serverTextOr(body, rouletteMessages.errorFallback);
}

/** The two daily cumulative charge coupons (POST /card/roulleteCount and /card/roulleteAmount). */
export type ChargeCouponKind = 'count' | 'amount';

/** Spec 8: the coupon success message for the count or amount coupon. */
export function couponSuccessMessage(kind: ChargeCouponKind): string {
  return kind === 'count' ? couponMessages.countIssued : couponMessages.amountIssued;
}

/** Spec 8: the coupon error text — the response body when it has text, else the fallback. */
export function couponErrorMessage(body: unknown): string {
  return serverTextOr(body, couponMessages.errorFallback);
}

